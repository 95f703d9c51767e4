import type { Place } from './issue-problem.ts'
import type { ContentProblem } from './problems.ts'
import type { CheckedContent } from './schema.ts'

type At = (...path: (string | number)[]) => Place

/** Each series names books that exist, each book has at most one place in all the series, and no two series share an order. */
export function seriesChecks({ books, series }: CheckedContent, at: At): ContentProblem[] {
  const slugs = new Set(books.map((book) => book.slug))
  const placed = new Map<string, { file: string; field: string }>()
  const problems: ContentProblem[] = []
  for (const [index, one] of series.entries()) {
    for (const [position, slug] of one.books.entries()) {
      const here = at('series', index, 'books', position)
      const before = placed.get(slug)
      if (!slugs.has(slug))
        problems.push({ ...here, message: `"${slug}" is no book; add books/${slug}.md or use a book's file name` })
      else if (before)
        problems.push({
          ...here,
          message: `"${slug}" is also ${before.file === here.file ? before.field : `in ${before.file}`}; a book has one place in one series`,
        })
      else placed.set(slug, here)
    }
  }
  const ordered = new Map<number, string>()
  for (const [index, one] of series.entries()) {
    if (one.order === undefined) continue
    const before = ordered.get(one.order)
    if (before)
      problems.push({ ...at('series', index, 'order'), message: `${one.order} is also the order of ${before}` })
    else ordered.set(one.order, at('series', index).file)
  }
  return problems
}
