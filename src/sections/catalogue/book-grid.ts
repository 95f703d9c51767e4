import type { CSSProperties } from 'react'

/**
 * The grid of book tiles (the catalogue's groups, a series' page). Off screen, a whole list is neither styled nor
 * laid out: a genre chosen among 200 books restyles only the lists in view. Until a list is first drawn its height is
 * its rows of tiles at their usual height (`--tile`, each width's), so back from a book the page is as tall as it was.
 */
// Six to a row from a laptop on, so a series of six is one row. The columns come from `--cols-2` … `--cols-6`, each
// width's count, set by `bookGrid` only where a list's columns (shelfColumns) differ from a full row's. The columns
// share the list's width: a list's fullest row spans the page's column, as a publisher's shelf is filled edge to edge,
// its tiles a little larger where it has fewer columns. The row starts at the list's start, under the page's heading.
// From 1280 px `--tile` is a series' tile: its cover, two lines kept for its title, a genre's, its place and its price;
// a stand-in's height only, till the list is first drawn (a wider tile's is then its own).
const gridClass =
  'grid gap-x-6 gap-y-(--row-gap) sm:grid-cols-(--columns) [--columns:repeat(var(--cols),minmax(0,1fr))] sm:[--cols:var(--cols-3,3)] lg:[--cols:var(--cols-4,4)] xl:[--cols:var(--cols-6,6)] [--row-gap:2.5rem] sm:[--rows:var(--rows-3)] lg:[--rows:var(--rows-4)] xl:[--rows:var(--rows-6)] [--tile:21.75rem] md:[--tile:28.8rem] lg:[--tile:29.1rem] xl:[--tile:24.5rem]'

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
 * many books, its stand-in a tile's height. From 640 px, the grid: there every book of a series is in view in a row
 * or two, and a mouse has no sideways swipe. Snapping by its properties, not Tailwind's snap utilities: those register
 * a custom property on every page, the home's HTML too.
 */
const phoneShelfClass =
  'max-sm:grid-flow-col max-sm:auto-cols-[calc((100%-1rem)/2.05)] max-sm:gap-x-4 max-sm:overflow-x-auto max-sm:overscroll-x-contain max-sm:[scroll-snap-type:x_mandatory] max-sm:-mx-6 max-sm:px-6 max-sm:scroll-px-6 max-sm:pb-2 max-sm:[--rows:1] max-sm:[--tile:22.75rem]'

/**
 * A tile's rows: its cover, its title, its genre, the space its row leaves, its place in a series and its price, so
 * each tile's price sits at its foot, level with its neighbours' whatever their titles and genres wrap to. The cover
 * and title's link spans the first two as a subgrid, so a tile's rows can be measured from its title.
 */
const tileClass = '@container grid grid-cols-1 grid-rows-[auto_auto_auto_1fr_auto_auto]'

/**
 * A tile (its own stand-in, for a list drawn in part: the tiles far from the screen are skipped too). In a shelf it
 * rests at the shelf's start edge.
 */
export const bookTileClass = (index: number) =>
  `${tileClass} [scroll-snap-align:start] ${index < firstScreenTiles ? '' : '[contain-intrinsic-size:auto_var(--tile)] [content-visibility:auto]'}`

/** The grid's columns at each width, a full row's: two on a phone, three, four, then six from a laptop on. */
const columns = [2, 3, 4, 6] as const

/**
 * Balanced rows: as few rows as a full row of `full` columns makes, and as few columns as those rows need, so no row
 * ends in a lone tile that fewer columns would avoid (7 → 4 + 3, 10 → 5 + 5, 40 still 6 a row and 4).
 */
export const balancedColumns = (count: number, full: number) => Math.ceil(count / Math.max(1, Math.ceil(count / full)))

/**
 * The columns of a list shorter than them at each width's full row: a tile a third larger at most from a laptop on
 * (four, not six: a cover about 19rem wide), no larger below. Such a list (a series of two or three among longer ones)
 * starts under its name, its row part full, rather than two or three covers as large as posters.
 */
const shortListColumns: Record<number, number> = { 2: 2, 3: 3, 4: 3, 6: 4 }

/**
 * A list's columns where a full row has `full`: its balanced rows' count, so its fullest row spans the page's column;
 * a list shorter than a short list's columns keeps those.
 */
export const shelfColumns = (count: number, full: number) => {
  const fewest = shortListColumns[full] ?? full
  return count < fewest ? fewest : balancedColumns(count, full)
}

/**
 * A catalogue of this many books or fewer is a shelf of rows from a tablet on, one book a row: as tiles, two or three
 * covers left most of a laptop's row empty (the debut's two books in a 1295 px column ending at 440 px).
 */
const fewestForTiles = 4

/** Whether a catalogue of `books` books sets each as a row from a tablet on. */
export const asRows = (books: number) => books > 0 && books < fewestForTiles

/**
 * The width of a tile's cover, for its image's `sizes`: the page's column (72rem from 1280 px, the window less its
 * 3rem of margins below) shared by the list's columns at each width, gaps of 1.5rem between them; on a phone, two a row.
 * A row's cover is a third of the column less its 2rem gap from 768 px.
 */
const coverSizes = (count: number, rows: boolean) => {
  const track = (column: string, full: number) => {
    const each = shelfColumns(count, full)
    return `calc((${column} - ${(each - 1) * 1.5}rem) / ${each})`
  }
  const tiles = `(min-width: 640px) ${track('100vw - 3rem', 3)}, 45vw`
  if (rows) return `(min-width: 1280px) calc((72rem - 2rem) / 3), (min-width: 768px) calc((100vw - 5rem) / 3), ${tiles}`
  return `(min-width: 1280px) ${track('72rem', 6)}, (min-width: 1024px) ${track('100vw - 3rem', 4)}, ${tiles}`
}

/**
 * A list of `count` tiles (a shelf on a phone when `shelf`, a book a row from a tablet on when `rows`) whose first is
 * the page's tile number `first`: the grid, its columns at each width, and the rows its tiles make.
 */
export const bookGrid = (count: number, { shelf = false, first = 0, rows = false } = {}) => {
  const style: Record<string, number> = {}
  for (const each of columns) {
    style[`--rows-${each}`] = Math.ceil(count / each)
    const own = shelfColumns(count, each)
    if (count > 0 && own !== each) style[`--cols-${each}`] = own
  }
  return {
    className: `${gridClass} ${first === 0 ? '' : skippedListClass} ${shelf ? phoneShelfClass : phoneGridClass}${rows ? ' md:grid-cols-1' : ''}`,
    style: style as CSSProperties,
    coverSizes: coverSizes(count, rows),
  }
}

/**
 * A book's row (`asRows`) from a tablet on, as the home's featured cards set a book: its cover a third of the row, at
 * its start; beside it, set in the middle of the cover's height, its title, its genre and year, its summary's first
 * whole sentences and its format and price. The tile's own parts in the tile's order, placed by the row's grid: the
 * cover and title's link spans the row as a subgrid, so the cover spans every line and the title heads the text.
 * The rows around the text share the space the cover leaves. Its box is the whole row, so a tap on the genre, the
 * summary or the price opens the book too (they let it through), as a tap anywhere on a tile does; a series' name keeps
 * its own link. On a phone, the tile.
 */
export const bookRow = {
  item: 'md:grid-cols-[1fr_2fr] md:grid-rows-[1fr_repeat(5,auto)_1fr] md:gap-x-8',
  link: 'md:col-span-full md:row-span-full md:grid-cols-subgrid md:gap-x-8',
  cover: 'md:col-start-1 md:row-span-full md:self-start',
  title: 'md:col-start-2 md:row-start-2 md:pt-0 md:text-3xl',
  genre: 'md:pointer-events-none md:col-start-2 md:row-start-3 md:text-base',
  line: 'md:col-start-2 md:row-start-4',
  summary: 'hidden md:pointer-events-none md:col-start-2 md:row-start-5 md:mt-4 md:block',
  price: 'md:pointer-events-none md:col-start-2 md:row-start-6 md:pt-4 md:text-base',
}
