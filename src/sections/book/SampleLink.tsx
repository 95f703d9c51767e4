import { Link } from '@tanstack/react-router'
import type { Book } from '#src/content/content.ts'
import { buttonClass } from '#src/ui/button-styles.ts'

/** Only a book with a sample chapter offers one. */
export function SampleLink({ book }: { book: Pick<Book, 'slug' | 'sample'> }) {
  if (!book.sample) return null
  return (
    <Link to="/books/$slug/sample" params={{ slug: book.slug }} className={buttonClass('outline', 'w-full sm:w-auto')}>
      Read a sample
    </Link>
  )
}
