import type { Book } from '#src/content/content.ts'

export function BookSummary({ book }: { book: Pick<Book, 'summary' | 'language' | 'dir'> }) {
  return (
    <p lang={book.language} dir={book.dir} className="max-w-[65ch] text-lg">
      {book.summary}
    </p>
  )
}
