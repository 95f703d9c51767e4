import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** A built page a reader can land on: where it is served and the file that holds it. */
export interface BuiltPage {
  kind: 'home' | 'catalogue' | 'series' | 'events' | 'book' | 'sample' | 'news' | 'news-post' | 'press'
  path: string
  file: string
}

// The pages in a folder of the build, by name, sorted: `books/a.html` is `a`.
const pagesIn = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.html'))
        .map((name) => name.slice(0, -'.html'.length))
        .sort()
    : []

/** The first page of each kind in a build: the home page, the catalogue and a series (an author with many books), the events page (one with events), a book's page, a sample chapter, the news and a post (one with posts), the press kit. */
export function pageKinds(distDir: string): BuiltPage[] {
  const pages: BuiltPage[] = [{ kind: 'home', path: '/', file: 'index.html' }]
  if (existsSync(join(distDir, 'books.html'))) pages.push({ kind: 'catalogue', path: '/books', file: 'books.html' })
  const [series] = pagesIn(join(distDir, 'series'))
  if (series) pages.push({ kind: 'series', path: `/series/${series}`, file: `series/${series}.html` })
  if (existsSync(join(distDir, 'events.html'))) pages.push({ kind: 'events', path: '/events', file: 'events.html' })
  const books = join(distDir, 'books')
  const slugs = pagesIn(books)
  if (slugs[0]) pages.push({ kind: 'book', path: `/books/${slugs[0]}`, file: `books/${slugs[0]}.html` })
  const sampled = slugs.find((slug) => existsSync(join(books, slug, 'sample.html')))
  if (sampled) pages.push({ kind: 'sample', path: `/books/${sampled}/sample`, file: `books/${sampled}/sample.html` })
  if (existsSync(join(distDir, 'news.html'))) pages.push({ kind: 'news', path: '/news', file: 'news.html' })
  const [post] = pagesIn(join(distDir, 'news'))
  if (post) pages.push({ kind: 'news-post', path: `/news/${post}`, file: `news/${post}.html` })
  if (existsSync(join(distDir, 'press.html'))) pages.push({ kind: 'press', path: '/press', file: 'press.html' })
  return pages
}
