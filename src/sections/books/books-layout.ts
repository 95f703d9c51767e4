/**
 * How the home sets its books: `list` as the spec's (the cover a third of each card, under "Featured Books");
 * `few` for one or two cards, each narrower with a cover of fixed width, so its text fills its height; `alone`
 * for an author's only book, which also drops "Featured Books" over the book the hero already leads with, its
 * title the section's heading. One book chosen from several (`more` in the catalogue) is still featured.
 */
export type BooksLayout = 'list' | 'few' | 'alone'

export function booksLayout({ books, teaser, more }: { books: number; teaser: boolean; more: boolean }): BooksLayout {
  if (books === 1 && !teaser && !more) return 'alone'
  return books + (teaser ? 1 : 0) <= 2 ? 'few' : 'list'
}

/** A card's columns from a tablet on: the spec's third for a list; a narrow cover when the card stands with few. */
export const cardColumns = (layout: BooksLayout) =>
  layout === 'list' ? 'md:grid-cols-[1fr_2fr]' : 'mx-auto w-full max-w-3xl md:grid-cols-[14rem_1fr]'

/** How wide the card's cover is drawn, for the browser to pick its file: the columns above, the whole card on a phone. */
export const coverSizes = (layout: BooksLayout) =>
  layout === 'list' ? '(min-width: 768px) 33vw, 100vw' : '(min-width: 768px) 14rem, 100vw'
