/** One column for every page: the header's row, the footer's, and each page's content start and end at its edges. */
export const pageColumn = 'mx-auto max-w-6xl'

/** The news' column: a line's measure, in the middle of the page as the sample's chapter is. */
export const articleColumn = 'mx-auto max-w-2xl'

/**
 * A post's column: its prose's measure exactly (prose-styles.ts: 32em of its 1.0625rem), so its image, text, rule and
 * books share one left edge and one right edge.
 */
export const postColumn = 'mx-auto max-w-[34rem]'

/** A sample chapter's column, as wide as the reader's text size makes its lines (sections/reader/ReadingColumn.tsx). */
export const readingColumn = 'mx-auto max-w-[calc(var(--reading-size)*32)]'
