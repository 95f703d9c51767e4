import * as words from 'virtual:words/share'
import { Share2 } from 'lucide-react'
import { fill } from '#src/content/words.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { shareBook } from './share-book.ts'

interface ShareButtonProps {
  book: { title: string; slug: string }
  className?: string
}

export function ShareButton({ book, className }: ShareButtonProps) {
  return (
    <button
      type="button"
      aria-label={fill(words.shareBook, { title: book.title })}
      onClick={() => void shareBook(book)}
      className={buttonClass('outline', className)}
    >
      <Share2 aria-hidden="true" className="size-4" />
      {words.share}
    </button>
  )
}
