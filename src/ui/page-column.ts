/** One column for every page: the header's row, the footer's, and each page's content start and end at its edges. */
export const pageColumn = 'mx-auto max-w-6xl'

/**
 * A column of words: its prose's measure exactly (prose-styles.ts: 32em of its 1.0625rem), so every block in it, a lede
 * a size larger, a list, a review's card or a rule, ends at one right edge (decisions 0097, 0101).
 */
export const textColumn = 'max-w-[34rem]'

/** A post's column and the news list's: the text's, in the middle of the page as the sample's chapter is. */
export const postColumn = `mx-auto ${textColumn}`

/** A sample chapter's column, as wide as the reader's text size makes its lines (sections/reader/ReadingColumn.tsx). */
export const readingColumn = 'mx-auto max-w-[calc(var(--reading-size)*32)]'
