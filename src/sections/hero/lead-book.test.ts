import { describe, expect, it } from 'vitest'
import { leadBook } from './lead-book.ts'

const book = (slug: string, year: number, lead = false) => ({ slug, year, lead })

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
  const coming = { ...book('next', 2027), release: { forthcoming: true } }

  it('is the newest book out, not the one to come', () => {
    expect(leadBook([coming, book('a', 2024), book('b', 2021)])?.slug).toBe('a')
  })

  it('is the book to come when the author marks it', () => {
    expect(leadBook([{ ...coming, lead: true }, book('a', 2024)])?.slug).toBe('next')
  })

  it('is a debut’s first book before it is out', () => {
    expect(leadBook([coming])?.slug).toBe('next')
  })

  it('is the book once its day came before the build', () => {
    expect(leadBook([{ ...coming, release: { forthcoming: false } }, book('a', 2024)])?.slug).toBe('next')
  })
})
