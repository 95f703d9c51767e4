import * as words from 'virtual:words/books'
import { ExternalLink } from 'lucide-react'
import { buyButtonWords } from '#src/content/buy-words.ts'
import type { BuyLink } from '#src/content/content.ts'
import { buttonClass } from '#src/ui/button-styles.ts'

interface BuyButtonProps {
  link: Pick<BuyLink, 'url' | 'retailer' | 'price'>
  /** The book is not out yet: the button offers a pre-order. */
  forthcoming?: boolean
  className?: string
}

/** One buy link for the card and the details dialog; a new tab keeps the reader's place on the page. A long label wraps, never clipped, and never between the store and its price. */
export function BuyButton({ link, forthcoming = false, className }: BuyButtonProps) {
  const [lead, held, tail] = buyButtonWords(words, link, forthcoming)
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('primary', `text-center text-balance ${className ?? ''}`)}
    >
      {/* The arrow after the last word, with a break before it: on two lines it stays by the words, not at the button's far
          edge, and where it does not fit beside the price it is the arrow that moves down, never the price from its store. */}
      <span>
        {lead}
        <span className="whitespace-nowrap">{held}</span>
        {`${tail} `}
        <ExternalLink aria-hidden="true" className="inline size-4 ms-1 rtl:-scale-x-100" />
      </span>
    </a>
  )
}
