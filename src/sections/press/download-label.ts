import { fill, type Template } from '#src/content/words.ts'

interface LabelWords {
  portrait: Template<'name'>
  cover: Template<'title'>
}

/** What a download shows, in words: the portrait and a cover as About and the books name them, a photo by its own alt. */
export function downloadLabel(
  download: { what: 'portrait' | 'photo' | 'cover'; alt?: string; title?: string },
  authorName: string,
  words: LabelWords,
): string {
  if (download.what === 'portrait') return fill(words.portrait, { name: authorName })
  if (download.what === 'cover') return fill(words.cover, { title: download.title ?? '' })
  return download.alt ?? ''
}

/** A biography as the clipboard takes it: its paragraphs as plain text, a blank line between them. */
export const plainText = (paragraphs: readonly string[]) => paragraphs.join('\n\n')
