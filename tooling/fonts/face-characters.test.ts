import { describe, expect, it } from 'vitest'
import { faceCharacters } from './face-characters.ts'

const ascii = faceCharacters({})

describe('faceCharacters', () => {
  it.each([
    ['no content: printable ASCII and typographic punctuation', {}, ''],
    ['a letter outside ASCII in a nested field', { author: { name: 'Łucja Żak' } }, 'ŁŻ'],
    ['strings in lists', { books: [{ title: 'Café' }, { reviews: [{ quote: 'Señor' }] }] }, 'éñ'],
    ['numbers, booleans and nulls add nothing', { year: 2023, sample: null, draft: true }, ''],
    ['control characters are dropped', { bio: 'line\nbreak\ttab' }, ''],
  ])('%s', (_, content, extra) => {
    expect(faceCharacters(content)).toBe([...new Set(ascii + extra)].sort().join(''))
  })

  it('holds printable ASCII and the app’s typographic punctuation, once each', () => {
    for (const character of ' AZaz09~’“”—…') expect(ascii).toContain(character)
    expect(ascii).toHaveLength(new Set(ascii).size)
    expect(ascii).not.toMatch(/[\n\t]/)
  })
})
