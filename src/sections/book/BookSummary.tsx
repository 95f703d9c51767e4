import type { Book } from '#src/content/content.ts'

export function BookSummary({ book }: { book: Pick<Book, 'summary' | 'language'> }) {
  return (
    <p lang={book.language} className="max-w-[65ch] text-lg">
      {book.summary}
    </p>
  )
}
