import { layoutWidth } from '#src/ui/layout-width.ts'

// The carousel's width in a box whose content is `content` wide (a CSS length of the viewport):
// below md the whole column, at most max-w-xs; from md two of five parts beside the text (gap-x-10), at most the cover's width.
const column = (content: string) => `min(20rem, ${content})`
const beside = (content: string) => `min(${layoutWidth.cover}px, (${content} - 2.5rem) * 0.4)`

// A book's page: main's px-6 around the article's column, max-w-6xl (src/ui/page-column.ts).
const page = 'min(100vw - 3rem, 72rem)'

// From lg a book's page holds the cover and the buy block in view together (BookDetails' buyBeside): the cover is
// no taller than the screen leaves it beside the block's room (its sticky top, the carousel's controls, the block),
// and a cover is at most 2:3, so no wider than two thirds of that.
const besideBuy = `(100vh - 22rem) * 2 / 3`
/**
 * The frame from lg on a book's page: as wide as its `sizes` says, and at the column's start, where the buy block
 * under it starts, so the two read as one edge.
 */
export const coverBesideBuyClass = 'lg:ms-0 lg:max-w-[min(var(--cover-widest),calc((100vh-22rem)*2/3))]'
/** The carousel's `sizes` on a book's page: exactly the width it is drawn at, for the browser to pick the image. */
export const bookPageCarouselSizes = `(min-width: 1024px) min(${beside(page)}, ${besideBuy}), (min-width: 768px) ${beside(page)}, ${column(page)}`

// The dialog: w-[calc(100%-2rem)] at most max-w-4xl, inside p-6, from sm p-8.
const dialog = 'min(100vw - 2rem, 56rem) - 4rem'
const phoneDialog = '100vw - 5rem'
/** The carousel's `sizes` in the book's dialog. */
export const dialogCarouselSizes = `(min-width: 768px) ${beside(dialog)}, (min-width: 640px) ${column(dialog)}, ${column(phoneDialog)}`
