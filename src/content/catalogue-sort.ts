/** The catalogue's orders besides its own (each series in reading order, then the standalones), by their names in the address. */
export const catalogueSorts = ['newest', 'oldest', 'title'] as const

export type CatalogueSort = (typeof catalogueSorts)[number]

/**
 * The catalogue's search: `?sort=newest` when the reader chose an order, so a shared or reloaded link keeps it;
 * anything else (a sort since renamed, a list) is the catalogue's own order.
 */
export const catalogueSearch = (search: Record<string, unknown>): { sort?: CatalogueSort } =>
  catalogueSorts.includes(search.sort as CatalogueSort) ? { sort: search.sort as CatalogueSort } : {}

interface Sortable {
  title: string
  year: number
}

/**
 * The books in the order chosen. A stable sort over the catalogue's own order: books of one year keep it, so a
 * series' books of one year stay in reading order. Titles compare as the site's language sorts them.
 */
export function sortBooks<B extends Sortable>(books: readonly B[], sort: CatalogueSort, language: string): B[] {
  if (sort === 'title') {
    const { compare } = new Intl.Collator(language, { sensitivity: 'base', numeric: true })
    return [...books].sort((a, b) => compare(a.title, b.title))
  }
  const direction = sort === 'newest' ? -1 : 1
  return [...books].sort((a, b) => direction * (a.year - b.year))
}
