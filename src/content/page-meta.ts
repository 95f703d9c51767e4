import * as notFoundWords from 'virtual:words/notFound'
import * as words from 'virtual:words/pageTitles'
import type { Book, Post, SampleChapter, Series } from './content.ts'
import type { PageMeta } from './prerendered-page.ts'
import { fill } from './words.ts'

export const bookPageMeta = (book: Pick<Book, 'title' | 'summary'>, authorName: string): PageMeta => ({
  title: `${book.title} — ${authorName}`,
  description: book.summary,
})

/** The catalogue's; one of a single book is titled as its heading is, the book, not "all" of one. */
export const cataloguePageMeta = (authorName: string, onlyBook = false): PageMeta => ({
  title: fill(onlyBook ? words.catalogueOne : words.catalogue, { name: authorName }),
  description: fill(words.catalogueText, { name: authorName }),
})

export const newsPageMeta = (authorName: string): PageMeta => ({
  title: fill(words.news, { name: authorName }),
  description: fill(words.newsText, { name: authorName }),
})

/** A post: its title by the author's name, described by its summary or its first lines. */
export const postPageMeta = (post: Pick<Post, 'title' | 'lines'>, authorName: string): PageMeta => ({
  title: `${post.title} — ${authorName}`,
  description: post.lines,
})

export const pressPageMeta = (authorName: string): PageMeta => ({
  title: fill(words.press, { name: authorName }),
  description: fill(words.pressText, { name: authorName }),
})

/** A series' tab title; its description, with the count's words, is the prerender's (series-page-meta.ts). */
export const seriesPageTitle = (series: Pick<Series, 'name'>, authorName: string) => `${series.name} — ${authorName}`

export const samplePageMeta = (
  book: Pick<Book, 'title' | 'summary'>,
  sample: Pick<SampleChapter, 'title'>,
  authorName: string,
): PageMeta => ({
  title: `${sample.title} — ${book.title} — ${authorName}`,
  description: fill(words.sampleText, { title: book.title, summary: book.summary }),
})

/** The newsletter's confirm and unsubscribe pages: what the page asks, by the author's name. */
export const linkPageMeta = (title: string, text: string, authorName: string): PageMeta => ({
  title: `${title} — ${authorName}`,
  description: text,
})

/** The 404 page: its own tab title, in its prerendered file and when the app draws it in place of another page. */
export const notFoundPageMeta = (authorName: string): PageMeta => ({
  title: fill(words.notFound, { name: authorName }),
  description: notFoundWords.heading,
})
