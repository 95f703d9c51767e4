const books = (count: number) => `${count} ${count === 1 ? 'book' : 'books'}`

/** What the list holds, said after each search: every book, or how many of them match. */
export const countWords = (shown: number, total: number) =>
  shown === total ? books(total) : `${shown} of ${books(total)}`
