import { ExternalLink } from 'lucide-react'
import type { Book } from '#src/content/content.ts'
import { buttonClass } from '#src/ui/button-styles.ts'

interface BuyButtonProps {
  book: Pick<Book, 'price'>
  link: Book['buy'][number]
  className?: string
}

/** One buy link for the card and the details dialog; a new tab keeps the reader's place on the page. */
export function BuyButton({ book, link, className }: BuyButtonProps) {
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', className)}>
      {`Buy on ${link.retailer} - ${book.price}`}
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  )
}
