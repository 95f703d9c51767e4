/** The grid of book tiles: the catalogue's groups and a series' page. */
export const bookGridClass = 'grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-4'

/**
 * A tile off screen is neither laid out nor painted: a key that shows a screenful of other books lays out only those.
 * Its size until then is a tile's usual height at each width: back from a book, the list is as tall as it was.
 */
export const bookTileClass =
  '[contain-intrinsic-size:auto_22rem] md:[contain-intrinsic-size:auto_27.3rem] lg:[contain-intrinsic-size:auto_27.6rem] [content-visibility:auto]'
