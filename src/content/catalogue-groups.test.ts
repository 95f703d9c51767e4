import { describe, expect, it } from 'vitest'
import { catalogueGroups, catalogueOrder } from './catalogue-groups.ts'

const books = ['solo-new', 'b2', 'a1', 'solo-old', 'b1', 'a2'].map((slug) => ({ slug }))
const slugs = (list: readonly { slug: string }[]) => list.map((book) => book.slug)

describe('catalogueGroups', () => {
  it('puts each series first, in the series’ order, its books in reading order, then the standalones in page order', () => {
    const series = [
      { name: 'B', books: ['b1', 'b2'] },
      { name: 'A', books: ['a1', 'a2'] },
    ]
    expect(catalogueGroups(books, series).map((group) => [group.series?.name, slugs(group.books)])).toEqual([
      ['B', ['b1', 'b2']],
      ['A', ['a1', 'a2']],
      [undefined, ['solo-new', 'solo-old']],
    ])
    expect(slugs(catalogueOrder(books, series))).toEqual(['b1', 'b2', 'a1', 'a2', 'solo-new', 'solo-old'])
    expect(catalogueGroups(books, series).map((group) => group.first)).toEqual([0, 2, 4])
  })

  it('without series: one group of every book in page order', () => {
    expect(catalogueGroups(books, []).map((group) => [group.series, slugs(group.books)])).toEqual([
      [undefined, slugs(books)],
    ])
  })

  it('with every book in a series: no group of standalones', () => {
    const all = [{ name: 'All', books: slugs(books) }]
    expect(catalogueGroups(books, all)).toHaveLength(1)
  })
})
