import { describe, expect, it } from 'vitest'
import { bookPageMeta, cataloguePageMeta, notFoundPageMeta, samplePageMeta } from './page-meta.ts'
import { seriesPageMeta } from './series-page-meta.ts'

const book = { title: 'First Light', summary: 'A keeper climbs the tower.' }

describe('page meta', () => {
  it('names the book, then its author', () => {
    expect(bookPageMeta(book, 'Ana Reis')).toEqual({
      title: 'First Light — Ana Reis',
      description: 'A keeper climbs the tower.',
    })
  })

  it('names the chapter, its book and the author, and says it is a sample', () => {
    expect(samplePageMeta(book, { title: 'One' }, 'Ana Reis')).toEqual({
      title: 'One — First Light — Ana Reis',
      description: 'A sample chapter of First Light. A keeper climbs the tower.',
    })
  })

  it('says the page is not found, by the author', () => {
    expect(notFoundPageMeta('Ana Reis').title).toBe('Page not found — Ana Reis')
  })

  it('says the catalogue holds every book, by the author', () => {
    expect(cataloguePageMeta('Ana Reis')).toEqual({
      title: 'All books — Ana Reis',
      description: 'Every book by Ana Reis, with its cover, genre and year: search by title or choose a genre.',
    })
  })

  it('titles a catalogue of one as the book, not as all of one', () => {
    expect(cataloguePageMeta('Ana Reis', true).title).toBe('The Book — Ana Reis')
  })

  it('counts a series’ books in words that agree with the count', () => {
    const named = (count: number) => seriesPageMeta({ name: 'The Ledgers', books: Array(count).fill('') }, 'Ana Reis')
    expect(named(1)).toEqual({
      title: 'The Ledgers — Ana Reis',
      description: 'The 1 book of The Ledgers by Ana Reis, in reading order.',
    })
    expect(named(3).description).toBe('The 3 books of The Ledgers by Ana Reis, in reading order.')
  })
})
