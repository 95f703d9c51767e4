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
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('primary', `text-center text-balance ${className ?? ''}`)}
    >
      {/* The arrow after the last word, held to it by a no-break space: a label on two lines left it at the far edge. */}
      <span>
        {buyButtonWords(words, link, forthcoming)}
        {'\u00a0'}
        <ExternalLink aria-hidden="true" className="inline size-4 rtl:-scale-x-100" />
      </span>
    </a>
  )
}
