import { hook } from '#src/content/hook.ts'
import type { CheckedContent } from './schema.ts'

export type CheckedPost = CheckedContent['news'][number]

/** The posts a reader sees, newest first (the content's order): those whose day has come at build. */
export const publishedPosts = (news: readonly CheckedPost[]) => news.filter((post) => !post.held)

/** What the build says of each post it holds back: it is not an error, the post waits for its day. */
export const heldNotices = (news: readonly CheckedPost[], shown: (slug: string) => string) =>
  news.filter((post) => post.held).map((post) => `${shown(post.slug)}: dated ${post.date}, held until then`)

/** A post as the page shows it: the list's lines (its summary, else its text's first sentences) and its text as HTML. */
export const postEntry = ({ held, text, summary, ...post }: CheckedPost, language: string) => ({
  ...post,
  lines: summary ?? hook(text.paragraphs.join(' '), language),
  html: text.html,
})

/**
 * The books a post links to (their page or their sample, by path or by the site's full address), each once, in the
 * order the text first names them: the post's end offers them, so a post about a book sells it with no field to fill.
 */
export function linkedBooks<B extends { slug: string }>(
  links: readonly string[],
  books: readonly B[],
  siteUrl: string,
): B[] {
  const site = new URL(siteUrl)
  const found = links.flatMap((link) => {
    const address = URL.canParse(link, site) ? new URL(link, site) : undefined
    if (address?.origin !== site.origin) return []
    const [, folder, slug, part, ...more] = address.pathname.split('/')
    const bookPath = folder === 'books' && more.length === 0 && (part === undefined || part === '' || part === 'sample')
    const book = bookPath ? books.find((one) => one.slug === slug) : undefined
    return book ? [book] : []
  })
  return [...new Set(found)]
}
