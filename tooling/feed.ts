import { postEntry, publishedPosts } from './content/news.ts'
import type { CheckedContent } from './content/schema.ts'
import { escapeXml } from './sitemap.ts'

/** One entry of the feed: a post or a book, by its page's address, which is also its id. */
export interface FeedEntry {
  path: string
  title: string
  /** The day it is dated (2027-03-15): a post's date, a book's release day, else the first of its year. */
  day: string
  summary: string
  /** HTML: a post's whole text; a book has its summary only. */
  html?: string
}

const instant = (day: string) => `${day}T00:00:00Z`

/**
 * The feed's entries, newest first: each published post (a held one waits for its day) and each book, out or
 * announced. Every date comes from the content, none from the build's clock: a feed built twice from the same
 * content is the same, so a feed reader shows nothing twice.
 */
export function feedEntries(
  { books }: Pick<CheckedContent, 'books'>,
  posts: readonly { slug: string; title: string; date: string; lines: string; html: string }[],
): FeedEntry[] {
  const entries: FeedEntry[] = [
    ...posts.map((post) => ({
      path: `/news/${encodeURIComponent(post.slug)}`,
      title: post.title,
      day: post.date,
      summary: post.lines,
      html: post.html,
    })),
    ...books.map((book) => ({
      path: `/books/${encodeURIComponent(book.slug)}`,
      title: book.title,
      day: book.release?.day ?? `${book.year}-01-01`,
      summary: book.summary,
    })),
  ]
  return entries.sort((a, b) => b.day.localeCompare(a.day) || a.title.localeCompare(b.title))
}

interface FeedSite {
  /** The site's public address, without a trailing slash: every address in the feed is absolute. */
  siteUrl: string
  title: string
  subtitle: string
  language: string
  authorName: string
}

/** /feed.xml, Atom 1.0: the site's news and books, for feed readers. */
export function atomFeed(site: FeedSite, entries: readonly FeedEntry[]): string {
  const home = `${site.siteUrl}/`
  const text = (tag: string, value: string) => `<${tag}>${escapeXml(value)}</${tag}>`
  const link = (href: string, rel = 'alternate', type = 'text/html') =>
    `<link rel="${rel}" type="${type}" href="${escapeXml(href)}"/>`
  const items = entries.map((entry) => {
    const url = `${site.siteUrl}${entry.path}`
    return [
      '  <entry>',
      `    ${text('id', url)}`,
      `    ${text('title', entry.title)}`,
      `    ${text('updated', instant(entry.day))}`,
      `    ${text('published', instant(entry.day))}`,
      `    ${link(url)}`,
      `    ${text('summary', entry.summary)}`,
      ...(entry.html ? [`    <content type="html">${escapeXml(entry.html)}</content>`] : []),
      '  </entry>',
    ].join('\n')
  })
  // The feed is as new as its newest entry; without any, as the site's oldest possible day (it never changes).
  const updated = instant(entries[0]?.day ?? '1970-01-01')
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    // xml:base: a post's own relative links (to a book's page) lead to the site, not to the feed reader.
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(site.language)}" xml:base="${escapeXml(home)}">`,
    `  ${text('id', home)}`,
    `  ${text('title', site.title)}`,
    `  ${text('subtitle', site.subtitle)}`,
    `  ${text('updated', updated)}`,
    `  <author>${text('name', site.authorName)}${text('uri', home)}</author>`,
    `  ${link(`${site.siteUrl}/feed.xml`, 'self', 'application/atom+xml')}`,
    `  ${link(home)}`,
    ...items,
    '</feed>',
    '',
  ].join('\n')
}

/** /feed.xml as the build writes it: the published posts and the books, every address absolute from the site's. */
export const siteFeed = (content: CheckedContent, siteUrl: string) =>
  atomFeed(
    {
      siteUrl: siteUrl.replace(/\/+$/, ''),
      title: content.site.title,
      subtitle: content.site.description,
      language: content.site.language,
      authorName: content.author.name,
    },
    feedEntries(
      content,
      publishedPosts(content.news).map((post) => postEntry(post, content.site.language)),
    ),
  )
