import { Link } from '@tanstack/react-router'
import type { Book } from '#src/content/content.ts'
import { tapTargetClass } from '#src/ui/link-styles.ts'

/** Which book the chapter is from, linking back to its page. */
export function SampleSource({ book }: { book: Pick<Book, 'slug' | 'title' | 'language' | 'dir'> }) {
  return (
    <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-accent uppercase">
      <Link
        to="/books/$slug"
        params={{ slug: book.slug }}
        activeOptions={{ exact: true }}
        lang={book.language}
        dir={book.dir}
        className={`${tapTargetClass} underline-offset-4 hover:underline`}
      >
        {book.title}
      </Link>
    </p>
  )
}
