import { useId } from 'react'
import type { Book } from '#src/content/content.ts'
import { BuyButton } from '#src/sections/books/BuyButton.tsx'
import { ShareButton } from '#src/sections/books/share/ShareButton.tsx'
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

  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} className="max-w-4xl">
      <div className="grid gap-6 md:grid-cols-[2fr_3fr] md:grid-rows-[auto_1fr] md:gap-x-10">
        <header className="pr-10 md:col-start-2">
          <h2 id={headingId} className="text-3xl font-semibold">
            {book.title}
          </h2>
          <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted">
            <Badge>{book.genre}</Badge>
            {`Published ${book.year}`}
          </p>
        </header>
        <div className="md:col-start-1 md:row-span-2 md:row-start-1">
          <ImageCarousel book={book} />
        </div>
        <div className="space-y-6 leading-relaxed md:col-start-2">
          <DetailsSection title="About This Book">
            <div
              className="space-y-3 text-muted"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own Markdown, made HTML at build
              dangerouslySetInnerHTML={{ __html: book.description.html }}
            />
          </DetailsSection>
          <KeyThemes themes={book.keyThemes} />
          <ReaderReviews reviews={book.reviews} />
          <div className="flex flex-wrap gap-3">
            {book.buy.map((link) => (
              <BuyButton key={link.url} book={book} link={link} className="w-full sm:w-auto" />
            ))}
            <ShareButton book={book} className="w-full sm:w-auto" />
          </div>
        </div>
      </div>
    </Dialog>
  )
}

export default BookDetailsDialog
