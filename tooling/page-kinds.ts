import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** A built page a reader can land on: where it is served and the file that holds it. */
export interface BuiltPage {
  kind: 'home' | 'book' | 'sample'
  path: string
  file: string
}

/** The first page of each kind in a build: the home page, a book's page, a sample chapter. */
export function pageKinds(distDir: string): BuiltPage[] {
  const pages: BuiltPage[] = [{ kind: 'home', path: '/', file: 'index.html' }]
  const books = join(distDir, 'books')
  if (!existsSync(books)) return pages
  const slugs = readdirSync(books)
    .filter((name) => name.endsWith('.html'))
    .map((name) => name.slice(0, -'.html'.length))
    .sort()
  if (slugs[0]) pages.push({ kind: 'book', path: `/books/${slugs[0]}`, file: `books/${slugs[0]}.html` })
  const sampled = slugs.find((slug) => existsSync(join(books, slug, 'sample.html')))
  if (sampled) pages.push({ kind: 'sample', path: `/books/${sampled}/sample`, file: `books/${sampled}/sample.html` })
  return pages
}
