import { describe, expect, it } from 'vitest'
import { leadBook } from './lead-book.ts'

const store = { buy: [{ retailer: 'Amazon' }] }
const book = (slug: string, year: number, lead = false) => ({ slug, year, lead, editions: [store] })
/** A book still to come on `day`, as the build saw it, with a store to pre-order it from. */
const coming = (slug: string, day: string, lead = false) => ({
  ...book(slug, Number(day.slice(0, 4)), lead),
  release: { day, forthcoming: true },
})

describe('leadBook', () => {
  it('is the book the author marks, even an older one', () => {
    expect(leadBook([book('new', 2024), book('old', 2019, true)])?.slug).toBe('old')
  })

  it('is the newest when none is marked', () => {
    expect(leadBook([book('a', 2019), book('b', 2024), book('c', 2021)])?.slug).toBe('b')
  })

  it('is the first in page order among the newest of one year', () => {
    expect(leadBook([book('a', 2019), book('b', 2024), book('c', 2024)])?.slug).toBe('b')
  })

  it('is none without books', () => {
    expect(leadBook([])).toBeUndefined()
  })
})

describe('leadBook with a book still to come', () => {
  it('is the book on pre-order, before the newest out', () => {
    expect(leadBook([book('a', 2024), coming('next', '2027-05-20'), book('b', 2021)])?.slug).toBe('next')
  })

  it('is the soonest of the books on pre-order, whatever their page order', () => {
    const later = coming('later', '2028-01-10')
    const sooner = coming('sooner', '2027-09-01')
    expect(leadBook([later, sooner, book('a', 2024)])?.slug).toBe('sooner')
  })

  it('is the first in page order of two coming out on one day', () => {
    expect(leadBook([coming('x', '2027-09-01'), coming('y', '2027-09-01')])?.slug).toBe('x')
  })

  it('is the book the author marks, before one on pre-order', () => {
    expect(leadBook([coming('next', '2027-05-20'), book('old', 2019, true)])?.slug).toBe('old')
  })

  it('is not a book to come with no store to pre-order it from: the newest out leads', () => {
    const unsold = { ...coming('unsold', '2027-05-20'), editions: [{ buy: [] }] }
    expect(leadBook([unsold, book('a', 2024)])?.slug).toBe('a')
  })

  it('is the newest of all when none is out and none can be pre-ordered', () => {
    const unsold = (slug: string, day: string) => ({ ...coming(slug, day), editions: [] })
    expect(leadBook([unsold('x', '2027-05-20'), unsold('y', '2028-02-01')])?.slug).toBe('y')
  })

  it('is the newest out once the book’s day came before the build: it is out like the others', () => {
    const out = { ...coming('next', '2027-05-20'), release: { day: '2027-05-20', forthcoming: false } }
    expect(leadBook([book('a', 2024), out])?.slug).toBe('next')
    expect(leadBook([out, coming('later', '2028-01-10')])?.slug).toBe('later')
  })
})
