import * as words from 'virtual:words/details'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Book } from '#src/content/content.ts'
import { SampleLink } from '#src/sections/books/SampleLink.tsx'
import { Dialog } from '#src/ui/Dialog.tsx'
import { tapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'
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
      <BookDetails
        book={book}
        text={text}
        headingId={headingId}
        level={2}
        carouselSizes={dialogCarouselSizes}
        // The sample a tap away beside Buy, as on the card; the book's page last.
        sample={book.sample && <SampleLink slug={book.slug} />}
      >
        <p>
          <Link to="/books/$slug" params={{ slug: book.slug }} className={`${tapTargetClass} ${textLinkClass}`}>
            {words.bookPage}
          </Link>
        </p>
      </BookDetails>
    </Dialog>
  )
}

export default BookDetailsDialog
