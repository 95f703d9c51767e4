/**
 * A laptop's row of covers: a catalogue of no more books than this is taken in at a glance, and a search or a filter
 * would have nothing to narrow.
 */
export const glance = 6

/**
 * Which of the catalogue's controls have something to do: the search, the filters and an order past a glance, each
 * list only with two choices or more. A glance's books need no other order than the author's.
 */
export function catalogueControls(books: number, genres: number, formats: number) {
  const filters = books > glance
  return { filters, genre: filters && genres > 1, format: filters && formats > 1, sort: filters }
}
