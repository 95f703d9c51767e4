import * as words from 'virtual:words/books'
import { ExternalLink } from 'lucide-react'
import { Fragment } from 'react'
import { type BuyLabel, buyButtonWords } from '#src/content/buy-words.ts'
import type { BuyLink } from '#src/content/content.ts'
import { buttonClass } from '#src/ui/button-styles.ts'

type StoreLink = Pick<BuyLink, 'url' | 'retailer' | 'price'>

interface BuyButtonProps {
  link: StoreLink
  /**
   * The stores this Buy may name instead, for a reader in another region or, where the place offers a choice, for
   * another format: it is sized for the longest label among them.
   */
  alternatives: readonly StoreLink[]
  /** The book is not out yet: the button offers a pre-order. */
  forthcoming?: boolean
  className?: string
}

/**
 * One buy link for the cards, the dialog, the book page, its buy bar and the sample's end; a new tab keeps the reader's
 * place on the page. A long label wraps, never clipped, only between the store's phrase and its price. The longest label
 * it may take instead lies unseen in the same cell (visibility hides it from screen readers too): the button is sized
 * for it, so a change of store or format never changes its lines nor moves what is under or beside it.
 */
export function BuyButton({ link, alternatives, forthcoming = false, className }: BuyButtonProps) {
  const label = (store: StoreLink) => buyButtonWords(words, store, forthcoming)
  const shown = label(link)
  // The longest by its characters breaks into the most lines; one unseen copy keeps the page's weight down.
  const longest = alternatives.map(label).reduce((kept, next) => (length(next) > length(kept) ? next : kept), shown)
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      // On a phone, where a Buy is as wide as its card, its sides give the label the room for its price and arrow on
      // one line: "Buy on Riverside Books – €16.99" wrapped in a 308 px card's button with the usual padding.
      className={buttonClass('primary', `text-center text-balance max-sm:px-3 ${className ?? ''}`)}
    >
      {longest === shown ? (
        <Label label={shown} />
      ) : (
        <span className="grid items-center">
          <Label label={shown} className="[grid-area:1/1]" />
          <Label label={longest} className="invisible [grid-area:1/1]" unseen />
        </span>
      )}
    </a>
  )
}

const length = (label: BuyLabel) => label.join(' ').length

/**
 * The store's phrase and the price's, each a box kept whole as far as the button's width allows: a narrow button
 * breaks the line between them only, at the space that ends the store's phrase, and a reader hears the words as one. The
 * arrow follows the price, so it stays by the words, not at the button's far edge; where it does not fit beside the
 * price it is the arrow that moves down. An unseen label keeps only the arrow's box, drawn as an empty one: no second
 * icon's paths in the page.
 */
function Label({ label, className, unseen }: { label: BuyLabel; className?: string; unseen?: boolean }) {
  return (
    <span className={className}>
      {label.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are in a fixed order and never reordered
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className="inline-block">{part}</span>
        </Fragment>
      ))}{' '}
      {unseen ? (
        <svg aria-hidden="true" className="inline size-4 ms-1" />
      ) : (
        <ExternalLink aria-hidden="true" className="inline size-4 ms-1 rtl:-scale-x-100" />
      )}
    </span>
  )
}
