import type { CSSProperties } from 'react'

/**
 * The grid of book tiles (the catalogue's groups, a series' page). Off screen, a whole list is neither styled nor
 * laid out: a genre chosen among 200 books restyles only the lists in view. Until a list is first drawn its height is
 * its rows of tiles at their usual height (`--tile`, each width's), so back from a book the page is as tall as it was.
 */
// Six to a row from a laptop on, so a series of six is one row.
const gridClass =
  'grid gap-x-6 gap-y-(--row-gap) sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6 [--row-gap:2.5rem] sm:[--rows:var(--rows-3)] lg:[--rows:var(--rows-4)] xl:[--rows:var(--rows-6)] [--tile:23.5rem] md:[--tile:28.8rem] lg:[--tile:29.1rem] xl:[--tile:24.2rem]'
const skippedListClass =
  '[content-visibility:auto] [contain-intrinsic-block-size:auto_calc(var(--rows)*(var(--tile)+var(--row-gap))-var(--row-gap))]'

/**
 * The page's first list and first tiles are always drawn: on a busy phone Chromium can paint a frame before it has
 * found which skipped boxes are in view, and a stand-in on the first screen then gives way to the tile's own height
 * (another author's titles, another height) under the reader's eyes. Six: a row at the widest, a shelf's screen and
 * more.
 */
const firstScreenTiles = 6

// On a phone, two columns.
const phoneGridClass = 'grid-cols-2 [--rows:var(--rows-2)]'

/**
 * On a phone, a series is a shelf: one row the reader swipes through natively, snapping to a cover, from the screen's
 * edge to the screen's edge (the page's side padding, 1.5rem, taken back) so a third cover's edge peeks in to say
 * there is more. Two covers a screen, as wide as the grid's two: titles wrap as they did, and the stand-in heights
 * hold (narrower, Chromium leaves a third cover partly in view where it is when a Tab reaches it). A row tall, however
 * many books, its stand-in as tall as its first tile, the tallest: "Start here" wraps under its place. From 640 px, the grid: there every book of a series is in view in a row or two, and a mouse has no
 * sideways swipe. Snapping by its properties, not Tailwind's snap utilities: those register a custom property on
 * every page, the home's HTML too.
 */
const phoneShelfClass =
  'max-sm:grid-flow-col max-sm:auto-cols-[calc((100%-1rem)/2.05)] max-sm:gap-x-4 max-sm:overflow-x-auto max-sm:overscroll-x-contain max-sm:[scroll-snap-type:x_mandatory] max-sm:-mx-6 max-sm:px-6 max-sm:scroll-px-6 max-sm:pb-2 max-sm:[--rows:1] max-sm:[--tile:24.5rem]'

/**
 * A tile's own stand-in, for a list drawn in part: the tiles far from the screen are skipped too. A column as tall as
 * its row, so each tile's price can sit at its foot, level with its neighbours' whatever their titles and genres wrap to.
 * In a shelf it rests at the shelf's start edge.
 */
export const bookTileClass = (index: number) =>
  `flex flex-col [scroll-snap-align:start] ${index < firstScreenTiles ? '' : '[contain-intrinsic-size:auto_var(--tile)] [content-visibility:auto]'}`

/**
 * A list of `count` tiles (a shelf on a phone when `shelf`) whose first is the page's tile number `first`: the grid, and
 * the rows its tiles make at each of its column counts.
 */
export const bookGrid = (count: number, { shelf = false, first = 0 } = {}) => ({
  className: `${gridClass} ${first === 0 ? '' : skippedListClass} ${shelf ? phoneShelfClass : phoneGridClass}`,
  style: {
    '--rows-2': Math.ceil(count / 2),
    '--rows-3': Math.ceil(count / 3),
    '--rows-4': Math.ceil(count / 4),
    '--rows-6': Math.ceil(count / 6),
  } as CSSProperties,
})
