import type { Book, SampleChapter, Series } from './content.ts'

/** A page's own title and description: the tab and search results (set at build and on each visit) read the same words. */
export interface PageMeta {
  title: string
  description: string
}

export const bookPageMeta = (book: Pick<Book, 'title' | 'summary'>, authorName: string): PageMeta => ({
  title: `${book.title} — ${authorName}`,
  description: book.summary,
})

export const cataloguePageMeta = (authorName: string): PageMeta => ({
  title: `All books — ${authorName}`,
  description: `Every book by ${authorName}, with its cover, genre and year: search by title or choose a genre.`,
})

export const seriesPageMeta = (series: Pick<Series, 'name' | 'books'>, authorName: string): PageMeta => ({
  title: `${series.name} — ${authorName}`,
  description: `The ${series.books.length} ${series.books.length === 1 ? 'book' : 'books'} of ${series.name} by ${authorName}, in reading order.`,
})

export const samplePageMeta = (
  book: Pick<Book, 'title' | 'summary'>,
  sample: Pick<SampleChapter, 'title'>,
  authorName: string,
): PageMeta => ({
  title: `${sample.title} — ${book.title} — ${authorName}`,
  description: `A sample chapter of ${book.title}. ${book.summary}`,
})

/** The newsletter's confirm and unsubscribe pages: what the page asks, by the author's name. */
export const linkPageMeta = (title: string, text: string, authorName: string): PageMeta => ({
  title: `${title} — ${authorName}`,
  description: text,
})

/** The 404 page: its own tab title (it is served as the home page's HTML, whose title it must not keep). */
export const notFoundPageMeta = (authorName: string): PageMeta => ({
  title: `Page not found — ${authorName}`,
  description: 'Oops! Page not found',
})
