import type { CSSProperties } from 'react'

/**
 * The grid of book tiles (the catalogue's groups, a series' page). Off screen, a whole list is neither styled nor
 * laid out: a genre chosen among 200 books restyles only the lists in view. Until a list is first drawn its height is
 * its rows of tiles at their usual height (`--tile`, each width's), so back from a book the page is as tall as it was.
 */
// Six to a row from a laptop on, so a series of six is one row. The columns come from `--cols-2` … `--cols-6`, each
// width's count, which only a catalogue shorter than a row sets (`bookGrid`); a track never wider than `--tile-cap`,
// which only such a catalogue sets too, and the row in the middle: centred safely, as a shelf wider than the phone's
// screen, centred, would push its first covers out of reach past its start.
// From 1280 px `--tile` is a series' tile: its cover, a title's line, a genre's, its place and its price.
const gridClass =
  'grid gap-x-6 gap-y-(--row-gap) justify-center-safe sm:grid-cols-(--columns) [--columns:repeat(var(--cols),minmax(0,var(--tile-cap,1fr)))] sm:[--cols:var(--cols-3,3)] lg:[--cols:var(--cols-4,4)] xl:[--cols:var(--cols-6,6)] [--row-gap:2.5rem] sm:[--rows:var(--rows-3)] lg:[--rows:var(--rows-4)] xl:[--rows:var(--rows-6)] [--tile:23.5rem] md:[--tile:28.8rem] lg:[--tile:29.1rem] xl:[--tile:23.2rem]'
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

/** The grid's columns at each width: two on a phone, three, four, then six from a laptop on. */
const columns = [2, 3, 4, 6] as const

/**
 * A tile's widest in a catalogue shorter than a row: four or two books at 1440 px are four or two covers larger than
 * a full row's, not a row two-thirds or a third full; a little wider than the home's cover beside one or two books
 * (14rem), as the tile's words are under it.
 */
const tileCap = '15rem'

/** The width of a tile's cover, for its image's `sizes`: a full row's at each width, or at most the cap. */
const rowCoverSizes = '(min-width: 1280px) 11rem, (min-width: 1024px) 14rem, (min-width: 640px) 30vw, 45vw'
const cappedCoverSizes = (count: number) => (count === 1 ? tileCap : `(min-width: 640px) ${tileCap}, 45vw`)

/**
 * A list of `count` tiles (a shelf on a phone when `shelf`) whose first is the page's tile number `first`: the grid, and
 * the rows its tiles make at each of its column counts. The catalogue's one list (`whole`: no series, or sorted) with
 * fewer books than a row has as many columns as books, each no wider than the cap, the row in the middle of the page;
 * a series' list keeps the page's columns, its tiles as wide as the other series' under their names.
 */
export const bookGrid = (count: number, { shelf = false, first = 0, whole = false } = {}) => {
  const short = whole && count < columns[columns.length - 1]
  const style: Record<string, number | string> = {}
  for (const each of columns) style[`--rows-${each}`] = Math.ceil(count / each)
  if (short) {
    for (const each of columns) style[`--cols-${each}`] = Math.max(1, Math.min(count, each))
    style['--tile-cap'] = tileCap
  }
  return {
    className: `${gridClass} ${first === 0 ? '' : skippedListClass} ${shelf ? phoneShelfClass : phoneGridClass}`,
    style: style as CSSProperties,
    coverSizes: short ? cappedCoverSizes(count) : rowCoverSizes,
  }
}
