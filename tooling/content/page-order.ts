import type { CheckedContent } from './schema.ts'

/**
 * Books with an order come first, by it; the rest newest first, then by title. Series likewise: those with an order
 * first, by it; the rest by their latest book, newest first, then by name (a reader looks for what is new; the
 * files' names say nothing of it). Readings by date. News newest first, then by title.
 */
export function inPageOrder(content: CheckedContent): CheckedContent {
  const books = [...content.books].sort(
    (a, b) =>
      (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) ||
      b.year - a.year ||
      a.title.localeCompare(b.title),
  )
  const years = new Map(content.books.map((book) => [book.slug, book.year]))
  const latest = (one: (typeof content.series)[number]) => Math.max(...one.books.map((slug) => years.get(slug) ?? 0))
  const series = [...content.series].sort(
    (a, b) =>
      (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) ||
      latest(b) - latest(a) ||
      a.name.localeCompare(b.name),
  )
  const readings = [...content.readings.readings].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
  const news = [...content.news].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
  return { ...content, books, series, readings: { readings }, news }
}
