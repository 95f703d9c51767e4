import { topicShape } from '#shared/topic-shape.ts'

/**
 * A mail link's search: its token, as text; a release alert's book, by its slug (TanStack reads a slug of digits,
 * `?book=1984`, as a number). Anything else is none of either: the newsletter's link, or no link.
 */
export function linkSearch(search: Record<string, unknown>): { token?: string; book?: string } {
  const book = typeof search.book === 'number' ? String(search.book) : search.book
  return {
    ...(typeof search.token === 'string' && search.token !== '' && { token: search.token }),
    ...(typeof book === 'string' && topicShape.test(book) && { book }),
  }
}
