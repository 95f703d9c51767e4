/** One column for every page: the header's row, the footer's, and each page's content start and end at its edges. */
export const pageColumn = 'mx-auto max-w-6xl'
