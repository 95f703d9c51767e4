/** One column for every page: the header's row, the footer's, and each page's content start and end at its edges. */
export const pageColumn = 'mx-auto max-w-6xl'

/**
 * A column of words: its prose's measure exactly (prose-styles.ts: 32em of its 1.0625rem), so every block in it, a lede
 * a size larger, a list, a review's card or a rule, ends at one right edge (decisions 0097, 0101).
 */
export const textColumn = 'max-w-[34rem]'

/**
 * A reading page's column, a sample chapter's and a post's: in the middle of the page, as wide as the reader's text size
 * makes its lines (sections/reader/ReadingColumn.tsx), so both pages keep one measure (decision 0107). A list page
 * (events, news) stands on the left of pageColumn under its title instead.
 */
export const readingColumn = 'mx-auto max-w-[calc(var(--reading-size)*32)]'
