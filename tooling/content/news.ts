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
