import { describe, expect, it } from 'vitest'
import { catalogueControls, glance } from './catalogue-controls.ts'

describe('catalogueControls', () => {
  it('one book: nothing to narrow or order', () => {
    expect(catalogueControls(1, 1, 1)).toEqual({ filters: false, genre: false, format: false, sort: false })
  })

  it.each([2, 4, glance])('%i books, taken in at a glance: no search, no filters, no other order', (books) => {
    expect(catalogueControls(books, 3, 2)).toEqual({ filters: false, genre: false, format: false, sort: false })
  })

  it('past a glance: the search, and each list with two choices or more', () => {
    expect(catalogueControls(glance + 1, 2, 3)).toEqual({ filters: true, genre: true, format: true, sort: true })
    expect(catalogueControls(40, 1, 1)).toEqual({ filters: true, genre: false, format: false, sort: true })
    expect(catalogueControls(40, 1, 2)).toEqual({ filters: true, genre: false, format: true, sort: true })
  })
})
