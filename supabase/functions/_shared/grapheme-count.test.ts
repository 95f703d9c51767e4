import { describe, expect, it } from 'vitest'
import { graphemeCount } from './grapheme-count.ts'

const segmented = (text: string) => [...new Intl.Segmenter().segment(text)].length

describe('graphemeCount', () => {
  it.each([
    ['empty', '', 0],
    ['plain ASCII', 'Hello there', 11],
    ['Latin-1 and Latin Extended', 'Graça ŝœ ǅ', 10],
    ['LF line breaks', 'one\ntwo\n', 8],
    ['CR LF counts once', 'one\r\ntwo', 7],
    ['a lone CR', 'one\rtwo', 7],
    ['a combining accent joins its letter', 'cafe\u0301', 4],
    ['an emoji with skin tone', 'hi 👋🏽', 4],
    ['a ZWJ family', '👩‍👩‍👧', 1],
    ['a flag', '🇵🇹!', 2],
    ['a character beyond the BMP', '𐀀𐀀', 2],
    ['Devanagari conjunct', 'क्षि', 1],
    ['Hangul jamo', '\u1100\u1161\u11a8', 1],
  ])('%s', (_, text, expected) => {
    expect(graphemeCount(text)).toBe(expected)
    expect(graphemeCount(text)).toBe(segmented(text))
  })
})
