import type { CheckedContent } from './schema.ts'

/** Books with an order come first, by it; the rest newest first, then by title. Readings by date. */
export function inPageOrder(content: CheckedContent): CheckedContent {
  const books = [...content.books].sort(
    (a, b) =>
      (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) ||
      b.year - a.year ||
      a.title.localeCompare(b.title),
  )
  const readings = [...content.readings.readings].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
  return { ...content, books, readings: { readings } }
}
