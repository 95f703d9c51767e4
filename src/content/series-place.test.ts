import { describe, expect, it } from 'vitest'
import { seriesPlace } from './series-place.ts'

const ledgers = { slug: 'ledgers', books: ['first', 'second', 'third'] }
const duet = { slug: 'duet', books: ['solo'] }
const all = [duet, ledgers]

describe('seriesPlace', () => {
  it.each<[string, string, ReturnType<typeof seriesPlace> | undefined]>([
    ['the first book: no previous', 'first', { series: ledgers, position: 1, previous: undefined, next: 'second' }],
    ['a middle book: both sides', 'second', { series: ledgers, position: 2, previous: 'first', next: 'third' }],
    ['the last book: no next', 'third', { series: ledgers, position: 3, previous: 'second', next: undefined }],
    ['the one book of a series', 'solo', { series: duet, position: 1, previous: undefined, next: undefined }],
    ['a standalone', 'alone', undefined],
  ])('%s', (_, slug, expected) => {
    expect(seriesPlace(slug, all)).toEqual(expected)
  })
})
