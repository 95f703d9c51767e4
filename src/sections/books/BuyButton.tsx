import { ExternalLink } from 'lucide-react'
import { type Book, retailer } from '#src/content/books.ts'
import { buttonClass } from '#src/ui/button-styles.ts'

interface BuyButtonProps {
  book: Pick<Book, 'amazonLink' | 'price'>
  className?: string
}

/** One buy link for the card and the details dialog; a new tab keeps the reader's place on the page. */
export function BuyButton({ book, className }: BuyButtonProps) {
  return (
    <a href={book.amazonLink} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', className)}>
      {`Buy on ${retailer} - ${book.price}`}
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  )
}
