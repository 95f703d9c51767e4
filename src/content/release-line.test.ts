import * as bookWords from 'virtual:words/books'
import { describe, expect, it } from 'vitest'
import { releaseLine, releaseTag } from './release-line.ts'

const release = { text: 'March 15, 2027' }

describe('releaseLine', () => {
  it.each([
    ['a book with no release day', { year: 2023 }, false, 'Published 2023'],
    ['a book still to come', { year: 2027, release }, true, 'Expected March 15, 2027'],
    ['the same book once its day has come', { year: 2027, release }, false, 'Published 2027'],
  ])('%s: %s', (_, book, forthcoming, line) => {
    expect(releaseLine(book, forthcoming, bookWords)).toBe(line)
  })
})

describe('releaseTag', () => {
  it('is the year of a book that is out, and Coming Soon for one to come', () => {
    expect(releaseTag({ year: 2023 }, false, bookWords)).toBe('2023')
    expect(releaseTag({ year: 2027 }, true, bookWords)).toBe('Coming Soon')
  })
})
