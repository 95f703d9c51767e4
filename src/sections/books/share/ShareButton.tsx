import * as words from 'virtual:words/share'
import { Share2 } from 'lucide-react'
import { fill } from '#src/content/words.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { shareBook, shareData } from './share-book.ts'

/** What a share button carries so the page's first script can share before the app's code has come. */
const shareAttributes = { title: 'data-share-title', url: 'data-share-url' } as const

interface ShareButtonProps {
  book: { title: string; slug: string }
  className?: string
}

export function ShareButton({ book, className }: ShareButtonProps) {
  const data = shareData(book)
  return (
    <button
      type="button"
      aria-label={fill(words.shareBook, { title: book.title })}
      {...{ [shareAttributes.title]: data.title, [shareAttributes.url]: data.url }}
      onClick={() => void shareBook(book)}
      // Quiet: the buy block's one filled button is Buy.
      className={buttonClass('ghost', className)}
    >
      <Share2 aria-hidden="true" className="size-4" />
      {words.share}
    </button>
  )
}
