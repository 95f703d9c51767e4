import { describe, expect, it } from 'vitest'
import { bookPageMeta, notFoundPageMeta, samplePageMeta } from './page-meta.ts'

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
})
