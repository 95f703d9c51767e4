import { describe, expect, it } from 'vitest'
import { namedBooks } from './named-books.ts'

const books = [
  { slug: 'tides', title: 'Tides' },
  { slug: 'tides-of-change', title: 'Tides of Change' },
  { slug: 'the-digital-ocean', title: 'The Digital Ocean' },
  { slug: 'a-b', title: 'A (b)?' },
]

describe('books named in an event’s note', () => {
  it('cuts the note where it names a book, keeping every other word as written', () => {
    expect(namedBooks('Elena reads from The Digital Ocean, then takes questions.', books)).toEqual([
      { text: 'Elena reads from ' },
      { text: 'The Digital Ocean', slug: 'the-digital-ocean' },
      { text: ', then takes questions.' },
    ])
  })

  it('takes the longer of two titles that start at one place, and a title at either end of the note', () => {
    expect(namedBooks('Tides of Change, then Tides', books)).toEqual([
      { text: 'Tides of Change', slug: 'tides-of-change' },
      { text: ', then ' },
      { text: 'Tides', slug: 'tides' },
    ])
  })

  it('names each book once, at its first mention', () => {
    expect(namedBooks('Tides, and Tides again.', books)).toEqual([
      { text: 'Tides', slug: 'tides' },
      { text: ', and Tides again.' },
    ])
  })

  it('finds no title inside a longer word, in another case, or where no book has that title', () => {
    for (const text of ['Riptides of Change.', 'the digital ocean', 'Signed editions of all three novels.', ''])
      expect(namedBooks(text, books)).toEqual([{ text }])
  })

  it('reads a title’s signs as letters, not as a pattern', () => {
    expect(namedBooks('About A (b)? today', books)).toEqual([
      { text: 'About ' },
      { text: 'A (b)?', slug: 'a-b' },
      { text: ' today' },
    ])
    expect(namedBooks('About A b today', books)).toEqual([{ text: 'About A b today' }])
  })

  it('leaves a note as it is for an author with no books', () => {
    expect(namedBooks('A reading.', [])).toEqual([{ text: 'A reading.' }])
  })
})
