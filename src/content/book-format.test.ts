import * as words from 'virtual:words/formats'
import { describe, expect, it } from 'vitest'
import { formatLabel, isAudiobook, schemaBookFormat } from './book-format.ts'

describe('book formats', () => {
  it.each([
    ['ebook', 'Ebook', 'https://schema.org/EBook'],
    ['Paperback', 'Paperback', 'https://schema.org/Paperback'],
    ['hardcover', 'Hardcover', 'https://schema.org/Hardcover'],
    ['hardback', 'Hardback', 'https://schema.org/Hardcover'],
    ['E-Book', 'E-book', 'https://schema.org/EBook'],
    ['AUDIOBOOK', 'Audiobook', 'https://schema.org/AudiobookFormat'],
    ['large print', 'large print', undefined],
  ])('%s → %s, %s', (format, label, schema) => {
    expect(formatLabel(format, words)).toBe(label)
    expect(schemaBookFormat(format)).toBe(schema)
  })

  it('knows an audiobook, whose length is a duration, in any spelling of its case', () => {
    expect(['AUDIOBOOK', 'audiobook'].map(isAudiobook)).toEqual([true, true])
    expect(['paperback', 'ebook', 'large print', undefined].map(isAudiobook)).toEqual([false, false, false, false])
  })
})
