import { counted, countText, type WrittenCounts } from '#src/content/counted.ts'
import type { Counted } from '#src/content/words.ts'

/** The catalogue's words for its count: "{count} books" and "{shown} of {count} books". */
export interface CountWords {
  count: Counted<'count'>
  countOf: Counted<'shown' | 'count'>
}

/** What the list holds, said after each search: every book, or how many of them match, in the site's language. */
export const countWords = (
  words: CountWords,
  language: string,
  shown: number,
  total: number,
  written?: WrittenCounts,
) =>
  shown === total
    ? counted(words.count, language, total, {}, written)
    : counted(words.countOf, language, total, { shown: countText(language, shown, written) }, written)
