import { layoutWidth } from '#src/ui/layout-width.ts'

// The carousel's width in a box whose content is `content` wide (a CSS length of the viewport):
// below md the whole column, at most max-w-xs; from md two of five parts beside the text (gap-x-10), at most the cover's width.
const column = (content: string) => `min(20rem, ${content})`
const beside = (content: string) => `min(${layoutWidth.cover}px, (${content} - 2.5rem) * 0.4)`

// A book's page: main's px-6 around the article's column, max-w-6xl (src/ui/page-column.ts).
const page = 'min(100vw - 3rem, 72rem)'

// From lg a book's page holds its cover in view while the text scrolls (BookDetails' buyBeside): the cover is no
// taller than the screen leaves it (its sticky top, the carousel's controls, a margin below), and a cover is at most
// 2:3, so no wider than two thirds of that.
const inView = `(100vh - 10rem) * 2 / 3`
/**
 * The frame from lg on a book's page: as wide as its `sizes` says, at the column's start, held in view beside the text
 * (the buy block is under the title: under the cover it ran wider and taller than the cover, stuck on).
 */
export const coverInViewClass =
  'lg:sticky lg:top-20 lg:ms-0 lg:max-w-[min(var(--cover-widest),calc((100vh-10rem)*2/3))] lg:self-start'
/** The carousel's `sizes` on a book's page: exactly the width it is drawn at, for the browser to pick the image. */
export const bookPageCarouselSizes = `(min-width: 1024px) min(${beside(page)}, ${inView}), (min-width: 768px) ${beside(page)}, ${column(page)}`

// The dialog: w-[calc(100%-2rem)] at most max-w-4xl, inside p-6, from sm p-8.
const dialog = 'min(100vw - 2rem, 56rem) - 4rem'
const phoneDialog = '100vw - 5rem'
/** The carousel's `sizes` in the book's dialog. */
export const dialogCarouselSizes = `(min-width: 768px) ${beside(dialog)}, (min-width: 640px) ${column(dialog)}, ${column(phoneDialog)}`
