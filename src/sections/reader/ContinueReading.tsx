import { Link } from '@tanstack/react-router'
import type { Book } from '#src/content/content.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { continueReadingLabel } from './continue-reading-label.ts'
import { useSavedProgress } from './use-saved-progress.ts'

/**
 * The book page's way into its sample, saying how far the reader got; only a book with a sample
 * offers one. Prerendered as never opened: the saved place, read once the app runs, changes only the words.
 */
export function ContinueReading({ book }: { book: Pick<Book, 'slug' | 'sample'> }) {
  const progress = useSavedProgress(book.slug)
  if (!book.sample) return null
  return (
    <Link to="/books/$slug/sample" params={{ slug: book.slug }} className={buttonClass('outline', 'w-full sm:w-auto')}>
      {continueReadingLabel(progress)}
    </Link>
  )
}
