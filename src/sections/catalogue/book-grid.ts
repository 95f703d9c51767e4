import type { CSSProperties } from 'react'

/**
 * The grid of book tiles (the catalogue's groups, a series' page). Off screen, a whole list is neither styled nor
 * laid out: a genre chosen among 200 books restyles only the lists in view. Until a list is first drawn its height is
 * its rows of tiles at their usual height (`--tile`, each width's), so back from a book the page is as tall as it was.
 */
// Six to a row from a laptop on, so a series of six is one row.
const gridClass =
  'grid grid-cols-2 gap-x-6 gap-y-(--row-gap) sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6 [--row-gap:2.5rem] [--rows:var(--rows-2)] sm:[--rows:var(--rows-3)] lg:[--rows:var(--rows-4)] xl:[--rows:var(--rows-6)] [--tile:23.5rem] md:[--tile:28.8rem] lg:[--tile:29.1rem] xl:[--tile:24.2rem] [content-visibility:auto] [contain-intrinsic-block-size:auto_calc(var(--rows)*(var(--tile)+var(--row-gap))-var(--row-gap))]'

/**
 * A tile's own stand-in, for a list drawn in part: the tiles far from the screen are skipped too. A column as tall as
 * its row, so each tile's price can sit at its foot, level with its neighbours' whatever their titles and genres wrap to.
 */
export const bookTileClass = 'flex flex-col [contain-intrinsic-size:auto_var(--tile)] [content-visibility:auto]'

/** A list of `count` tiles: the grid, and the rows its tiles make at each of its column counts. */
export const bookGrid = (count: number) => ({
  className: gridClass,
  style: {
    '--rows-2': Math.ceil(count / 2),
    '--rows-3': Math.ceil(count / 3),
    '--rows-4': Math.ceil(count / 4),
    '--rows-6': Math.ceil(count / 6),
  } as CSSProperties,
})
