import type { Book } from '#src/content/content.ts'
import { ledeClass } from '#src/ui/prose-styles.ts'

export function BookSummary({ book }: { book: Pick<Book, 'summary' | 'language' | 'dir'> }) {
  return (
    <p lang={book.language} dir={book.dir} className={ledeClass}>
      {book.summary}
    </p>
  )
}
