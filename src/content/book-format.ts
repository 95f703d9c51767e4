import type { BookFormatType } from 'schema-dts'

/** The formats schema.org names, each with its word in the site's language; an author's own word ("large print") is shown as written and has no bookFormat. */
const known = {
  ebook: { word: 'ebook', schema: 'EBook' },
  'e-book': { word: 'eBook', schema: 'EBook' },
  paperback: { word: 'paperback', schema: 'Paperback' },
  hardcover: { word: 'hardcover', schema: 'Hardcover' },
  hardback: { word: 'hardback', schema: 'Hardcover' },
  audiobook: { word: 'audiobook', schema: 'AudiobookFormat' },
} as const

type Known = (typeof known)[keyof typeof known]

/** The site's words for the known formats (`virtual:words/formats`). */
export type FormatWords = Readonly<Record<Known['word'], string>>

const knownFormat = (format: string): Known | undefined => (known as Record<string, Known>)[format.toLowerCase()]

/** What the page calls an edition's format: a known one in the site's words, the author's own as written. */
export const formatLabel = (format: string, words: FormatWords) => {
  const found = knownFormat(format)
  return found ? words[found.word] : format
}

/** schema.org's BookFormatType for a format, when it has one. */
export const schemaBookFormat = (format: string): BookFormatType | undefined => {
  const schema = knownFormat(format)?.schema
  return schema && `https://schema.org/${schema}`
}

/** Whether an edition is heard, not read: its length is a duration. An edition may name no format. */
export const isAudiobook = (format: string | undefined) =>
  format !== undefined && knownFormat(format)?.schema === 'AudiobookFormat'
