import type { CheckedContent } from './schema.ts'

/** Every image the content names, by its path under the content folder: what the build emits and the worker precaches. */
export function imagePaths(content: CheckedContent): string[] {
  const paths = [content.author.portrait.path, ...content.books.map((book) => book.cover.path)]
  if (content.comingSoon) paths.push(content.comingSoon.cover.path)
  return [...new Set(paths)]
}
