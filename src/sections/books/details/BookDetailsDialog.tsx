import { useId } from 'react'
import { detailsFor } from '#src/content/book-details.ts'
import type { Book } from '#src/content/books.ts'
import { BuyButton } from '#src/sections/books/BuyButton.tsx'
import { Badge } from '#src/ui/Badge.tsx'
import { Dialog } from '#src/ui/Dialog.tsx'
import { DetailsSection } from './DetailsSection.tsx'
import { ImageCarousel } from './ImageCarousel.tsx'
import { KeyThemes } from './KeyThemes.tsx'
import { ReaderReviews } from './ReaderReviews.tsx'

interface BookDetailsDialogProps {
  book: Book
  open: boolean
  onClose: () => void
}

/** Source order reads title, images, text on phones; on wide screens the images take the left column. */
export function BookDetailsDialog({ book, open, onClose }: BookDetailsDialogProps) {
  const headingId = useId()
  const { fullDescription, keyThemes, reviews } = detailsFor(book)

  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} className="max-w-4xl">
      <div className="grid gap-6 md:grid-cols-[2fr_3fr] md:grid-rows-[auto_1fr] md:gap-x-10">
        <header className="pr-10 md:col-start-2">
          <h2 id={headingId} className="text-3xl font-semibold">
            {book.title}
          </h2>
          <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted">
            <Badge>{book.genre}</Badge>
            {`Published ${book.publishDate}`}
          </p>
        </header>
        <div className="md:col-start-1 md:row-span-2 md:row-start-1">
          <ImageCarousel book={book} />
        </div>
        <div className="space-y-6 leading-relaxed md:col-start-2">
          <DetailsSection title="About This Book">
            <p className="text-muted">{fullDescription}</p>
          </DetailsSection>
          <KeyThemes themes={keyThemes} />
          <ReaderReviews reviews={reviews} />
          <BuyButton book={book} className="w-full sm:w-auto" />
        </div>
      </div>
    </Dialog>
  )
}

export default BookDetailsDialog
