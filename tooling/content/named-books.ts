import { titleParts } from './book-titles.ts'

/** A stretch of an author's line: words as written, or one of her books named by its title, with its page's slug. */
export type NotePiece = { text: string; slug?: string }

/**
 * An event's note cut where it names one of the author's books by its exact title (as the press kit finds them,
 * book-titles.ts), the first time each: the events page links the title to the book's page with no field to fill.
 */
export function namedBooks(text: string, books: readonly { slug: string; title: string }[]): NotePiece[] {
  const slugOf = new Map(books.map((book) => [book.title, book.slug]))
  const named = new Set<string>()
  const pieces: NotePiece[] = []
  for (const part of titleParts(text, [...slugOf.keys()])) {
    const slug = part.title ? slugOf.get(part.text) : undefined
    const last = pieces.at(-1)
    if (slug && !named.has(slug)) {
      named.add(slug)
      pieces.push({ text: part.text, slug })
    } else if (last && !last.slug) last.text += part.text
    else pieces.push({ text: part.text })
  }
  return pieces.length > 0 ? pieces : [{ text }]
}
