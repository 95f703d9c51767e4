import { describe, expect, it } from 'vitest'
import { citeTitlesInHtml, titleParts } from './book-titles.ts'

const titles = ['Tides of Change', 'The Digital Ocean', 'The Sea', 'The Sea Between']

describe('titleParts', () => {
  it('cuts a text where it names a book, in order', () => {
    expect(titleParts('Among them Tides of Change and The Digital Ocean; more soon.', titles)).toEqual([
      { text: 'Among them ', title: false },
      { text: 'Tides of Change', title: true },
      { text: ' and ', title: false },
      { text: 'The Digital Ocean', title: true },
      { text: '; more soon.', title: false },
    ])
  })

  it('marks a title at either end, the longer of two that share a start, and never part of a word', () => {
    expect(titleParts('The Sea Between', titles)).toEqual([{ text: 'The Sea Between', title: true }])
    expect(titleParts('The Seas and The Sea', titles)).toEqual([
      { text: 'The Seas and ', title: false },
      { text: 'The Sea', title: true },
    ])
    expect(titleParts('Ébène', ['Ébène'])).toEqual([{ text: 'Ébène', title: true }])
    expect(titleParts('Ébènes', ['Ébène'])).toEqual([{ text: 'Ébènes', title: false }])
  })

  it('leaves a text that names no book whole, and takes titles with signs as they are', () => {
    expect(titleParts('A former archivist.', titles)).toEqual([{ text: 'A former archivist.', title: false }])
    expect(titleParts('Read What? (Part 1) now', ['What? (Part 1)'])).toEqual([
      { text: 'Read ', title: false },
      { text: 'What? (Part 1)', title: true },
      { text: ' now', title: false },
    ])
    expect(titleParts('No books yet.', [])).toEqual([{ text: 'No books yet.', title: false }])
    expect(titleParts('', titles)).toEqual([])
  })
})

describe('citeTitlesInHtml', () => {
  it('cites a title left upright, and leaves one the author put in italics or a link as it is', () => {
    expect(
      citeTitlesInHtml(
        '<p>Her first, <em>Tides of Change</em>, then The Digital Ocean and <a href="/books/the-sea">The Sea</a>.</p>',
        titles,
      ),
    ).toBe(
      '<p>Her first, <em>Tides of Change</em>, then <cite>The Digital Ocean</cite> and <a href="/books/the-sea">The Sea</a>.</p>',
    )
  })

  it('reads only text: a title in an attribute stays, and one written with escaped signs is found', () => {
    expect(citeTitlesInHtml('<p title="The Sea">Salt &amp; Stone, The Sea.</p>', ['Salt & Stone', 'The Sea'])).toBe(
      '<p title="The Sea"><cite>Salt &amp; Stone</cite>, <cite>The Sea</cite>.</p>',
    )
    expect(citeTitlesInHtml('<p>Nothing here.</p>', [])).toBe('<p>Nothing here.</p>')
  })
})
