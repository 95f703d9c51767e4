/** A stretch of an author's line: words as written, or one of her books named by its title, with its page's slug. */
export type NotePiece = { text: string; slug?: string }

const escaped = (title: string) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * An event's note cut where it names one of the author's books by its exact title, as a whole phrase (not inside a
 * longer word), the first time each: the events page links the title to the book's page with no field to fill.
 * Where two titles could match at one place ("Tides" and "Tides of Change") the longer is the one meant.
 */
export function namedBooks(text: string, books: readonly { slug: string; title: string }[]): NotePiece[] {
  const titles = books.filter((book) => book.title.trim() !== '').toSorted((a, b) => b.title.length - a.title.length)
  if (titles.length === 0) return [{ text }]
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${titles.map((book) => escaped(book.title)).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  )
  const pieces: NotePiece[] = []
  const named = new Set<string>()
  let from = 0
  for (const match of text.matchAll(pattern)) {
    const book = titles.find((one) => one.title === match[0])
    if (!book || named.has(book.slug)) continue
    named.add(book.slug)
    if (match.index > from) pieces.push({ text: text.slice(from, match.index) })
    pieces.push({ text: match[0], slug: book.slug })
    from = match.index + match[0].length
  }
  if (from < text.length || pieces.length === 0) pieces.push({ text: text.slice(from) })
  return pieces
}
