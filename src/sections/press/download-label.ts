import { fill, type Template } from '#src/content/words.ts'

interface LabelWords {
  portrait: Template<'name'>
  cover: Template<'title'>
}

/**
 * What a download shows, in words: the portrait and a cover as About and the books name them, a photo by its short
 * name (its alt, which says all it shows, stays the image's).
 */
export function downloadLabel(
  download: { what: 'portrait' | 'photo' | 'cover'; title?: string },
  authorName: string,
  words: LabelWords,
): string {
  if (download.what === 'portrait') return fill(words.portrait, { name: authorName })
  if (download.what === 'cover') return fill(words.cover, { title: download.title ?? '' })
  return download.title ?? ''
}

/** A biography as the clipboard takes it: its paragraphs as plain text, a blank line between them. */
export const plainText = (paragraphs: readonly string[]) => paragraphs.join('\n\n')
