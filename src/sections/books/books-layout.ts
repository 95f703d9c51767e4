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

/** A card's title: a book alone heads the section (its title in the place of "Featured Books"), else under it. */
export const titleTag = (layout: BooksLayout) => (layout === 'alone' ? 'h2' : 'h3')

/**
 * A card's grid. On a phone its cover is a third of the card beside the title, as in the hero, with the summary and the
 * buttons under both: a full-width cover made one card more than a screen. From a tablet, the spec's third for a
 * list, or a narrow cover when the card stands with few, the text in a column of its own. Every card the section's
 * width, however many: a debut's two stood 128 px in from a backlist's on each side. The phone's shape is app.css's
 * `phone-card`: its first child the cover, its second the text.
 */
export const cardClass = (layout: BooksLayout) =>
  `phone-card relative grid gap-y-3 overflow-hidden rounded-2xl border bg-surface ${
    layout === 'list' ? 'md:grid-cols-[1fr_2fr]' : 'md:grid-cols-[14rem_1fr]'
  }`

/**
 * The text's column from a tablet, set in the middle of the cover's height: at its top, a short summary left the card's
 * lower half empty. On a phone its parts are the card's own rows (under the cover, those spanning both).
 */
export const textClass = 'flex flex-col gap-3 sm:p-8 md:justify-center'

/**
 * The cover's cell from a tablet: a column its cover fills (app.css, after `phone-card`), as tall as the card where the
 * card's words run taller than the cover.
 */
export const coverCellClass = 'md:flex md:flex-col'

/**
 * A card's summary: one face, size and measure for every card, the teaser's too (set in the page's sans at its own
 * size, a teaser's 65ch was narrower than its siblings').
 */
export const summaryClass = 'col-span-2 max-w-[65ch] font-prose leading-relaxed lg:text-lg'

/** The badges, the title and the line under it: beside the cover on a phone. */
export const headClass = 'flex min-w-0 flex-col items-start gap-3'

/** How wide the card's cover is drawn, for the browser to pick its file: the columns above. */
export const coverSizes = (layout: BooksLayout) =>
  layout === 'list' ? '(min-width: 768px) 33vw, calc(33vw - 2rem)' : '(min-width: 768px) 14rem, calc(33vw - 2rem)'
