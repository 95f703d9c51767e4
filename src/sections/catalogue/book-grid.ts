import type { CSSProperties } from 'react'

/**
 * The grid of book tiles (the catalogue's groups, a series' page). Off screen, a whole list is neither styled nor
 * laid out: a genre chosen among 200 books restyles only the lists in view. Until a list is first drawn its height is
 * its rows of tiles at their usual height (`--tile`, each width's), so back from a book the page is as tall as it was.
 */
// Six to a row from a laptop on, so a series of six is one row. The columns come from `--cols-2` … `--cols-6`, each
// width's count, set by `bookGrid` only where balanced rows take fewer than a full row's. A track is a full row's tile
// (`--row-tile`), so a list of fewer columns lines up under the others; the catalogue's one list may widen its tiles
// up to `--tile-cap`. The row starts at the list's start, under the page's heading, as every other list does.
// From 1280 px `--tile` is a series' tile: its cover, a title's line, a genre's, its place and its price.
const gridClass =
  'grid gap-x-6 gap-y-(--row-gap) sm:grid-cols-(--columns) [--columns:repeat(var(--cols),minmax(0,var(--tile-cap,var(--row-tile))))] [--row-tile:calc((100%-1.5rem)/2)] sm:[--row-tile:calc((100%-3rem)/3)] lg:[--row-tile:calc((100%-4.5rem)/4)] xl:[--row-tile:calc((100%-7.5rem)/6)] sm:[--cols:var(--cols-3,3)] lg:[--cols:var(--cols-4,4)] xl:[--cols:var(--cols-6,6)] [--row-gap:2.5rem] sm:[--rows:var(--rows-3)] lg:[--rows:var(--rows-4)] xl:[--rows:var(--rows-6)] [--tile:23.5rem] md:[--tile:28.8rem] lg:[--tile:29.1rem] xl:[--tile:23.2rem]'

/**
 * The catalogue's one list: a tile in a row of fewer columns than a full row's is wider, up to 15rem, a little wider
 * than the home's cover beside one or two books (14rem), as the tile's words are under it: four or two books at
 * 1440 px are four or two larger covers, not a row two-thirds or a third full. Never narrower than a full row's.
 */
const wholeListClass = '[--tile-cap:max(15rem,var(--row-tile))]'
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
const phoneGridClass = 'grid-cols-(--columns) [--cols:var(--cols-2,2)] [--rows:var(--rows-2)]'

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

/** The grid's columns at each width, a full row's: two on a phone, three, four, then six from a laptop on. */
const columns = [2, 3, 4, 6] as const

/**
 * Balanced rows: as few rows as a full row of `full` columns makes, and as few columns as those rows need, so no row
 * ends in a lone tile that fewer columns would avoid (7 → 4 + 3, 10 → 5 + 5, 40 still 6 a row and 4).
 */
export const balancedColumns = (count: number, full: number) => Math.ceil(count / Math.max(1, Math.ceil(count / full)))

/** The width of a tile's cover, for its image's `sizes`: a full row's at each width, or a wider one's in a short row. */
const rowCoverSizes = '(min-width: 1280px) 11rem, (min-width: 1024px) 14rem, (min-width: 640px) 30vw, 45vw'
const wideCoverSizes = (count: number) =>
  count === 1 ? '15rem' : '(min-width: 1024px) 15rem, (min-width: 640px) 30vw, 45vw'

/**
 * A list of `count` tiles (a shelf on a phone when `shelf`) whose first is the page's tile number `first`: the grid,
 * its balanced columns at each width, and the rows its tiles make. The catalogue's one list (`whole`: no series, or
 * sorted) may widen its tiles where it has fewer columns than a full row; the lists among series keep a full row's
 * tile, as wide as the other series' under their names.
 */
export const bookGrid = (count: number, { shelf = false, first = 0, whole = false } = {}) => {
  const style: Record<string, number> = {}
  for (const each of columns) {
    style[`--rows-${each}`] = Math.ceil(count / each)
    const balanced = balancedColumns(count, each)
    if (count > 0 && balanced < each) style[`--cols-${each}`] = balanced
  }
  // Wider from a laptop on only where its row there is short.
  const wide = whole && count > 0 && balancedColumns(count, 6) < 6
  return {
    className: `${gridClass} ${whole ? wholeListClass : ''} ${first === 0 ? '' : skippedListClass} ${shelf ? phoneShelfClass : phoneGridClass}`,
    style: style as CSSProperties,
    coverSizes: wide ? wideCoverSizes(count) : rowCoverSizes,
  }
}
