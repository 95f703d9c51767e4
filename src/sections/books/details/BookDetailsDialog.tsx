import * as words from 'virtual:words/details'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Book } from '#src/content/content.ts'
import { Dialog } from '#src/ui/Dialog.tsx'
import { textLinkClass } from '#src/ui/link-styles.ts'
import { BookDetails } from './BookDetails.tsx'
import { dialogCarouselSizes } from './carousel-sizes.ts'
import { useBookText } from './use-book-text.ts'

interface BookDetailsDialogProps {
  book: Book
  open: boolean
  onClose: () => void
}

export function BookDetailsDialog({ book, open, onClose }: BookDetailsDialogProps) {
  const headingId = useId()
  const text = useBookText(book.slug, open)

  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} className="max-w-4xl">
      <BookDetails book={book} text={text} headingId={headingId} level={2} carouselSizes={dialogCarouselSizes}>
        <p>
          <Link to="/books/$slug" params={{ slug: book.slug }} className={textLinkClass}>
            {words.bookPage}
          </Link>
        </p>
      </BookDetails>
    </Dialog>
  )
}

export default BookDetailsDialog
