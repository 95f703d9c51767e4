import type { Release } from './release.ts'
import { fill, type Template } from './words.ts'

interface ReleaseWords {
  published: Template<'year'>
  expected: Template<'when'>
}

/** Under a book's title: "Published 2023", or for a book still to come, the day it is expected ("Expected March 15, 2027"). */
export const releaseLine = (
  book: { year: number; release?: Pick<Release, 'text'> },
  forthcoming: boolean,
  words: ReleaseWords,
) =>
  forthcoming && book.release
    ? fill(words.expected, { when: book.release.text })
    : fill(words.published, { year: book.year })

/** Beside a tile's genre, where there is room for a word: the year, or for a book still to come, "Coming Soon". */
export const releaseTag = (book: { year: number }, forthcoming: boolean, words: { comingSoon: string }) =>
  forthcoming ? words.comingSoon : String(book.year)
