import { notFound } from '@tanstack/react-router'

/** The published posts, newest first; a site without any has no news page: its address is the 404 page. */
export async function loadNews() {
  const { posts } = await import('virtual:content/news')
  if (posts.length === 0) throw notFound()
  return posts
}

/** The post at this slug; any other slug, a post still held among them, is the 404 page. */
export async function loadPost(slug: string) {
  const { posts } = await import('virtual:content/news')
  const post = posts.find((candidate) => candidate.slug === slug)
  if (!post) throw notFound()
  return post
}
