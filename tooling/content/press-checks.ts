import type { ContentProblem } from './problems.ts'
import type { CheckedContent } from './schema.ts'

type At = (...path: (string | number)[]) => { file: string; field: string }

/** Each quote press.md chooses is a review one of the books carries: named by the book's file name and the review's source. */
export function pressChecks({ books, press }: CheckedContent, at: At): ContentProblem[] {
  return (press?.quotes ?? []).flatMap(({ book: slug, source }, index) => {
    const book = books.find((one) => one.slug === slug)
    if (!book)
      return [
        {
          ...at('press', 'quotes', index, 'book'),
          message: `"${slug}" is no book; use a book's file name, like ${books[0]?.slug ?? 'my-book'}`,
        },
      ]
    if (book.reviews.some((review) => review.source === source)) return []
    const sources = book.reviews.map((review) => `"${review.source}"`).join(', ')
    return [
      {
        ...at('press', 'quotes', index, 'source'),
        message: sources
          ? `${slug} has no review from "${source}"; its reviews are from ${sources}`
          : `${slug} has no reviews; add them to its file's \`reviews\` first`,
      },
    ]
  })
}
