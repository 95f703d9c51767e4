import type { Template } from './words.ts'

/**
 * The word cut where the sentence that leads into a placeholder starts: the second part ("Powered by {credit}")
 * is set on one line, since a no-break space does not hold a word to an element a link's box is drawn around.
 */
export function sentenceOf<Name extends string>(word: Template<Name>, name: Name): [Template<Name>, Template<Name>] {
  const at = word.indexOf(`{${name}}`)
  const end = word.lastIndexOf('. ', at)
  const start = end < 0 ? 0 : end + 2
  return [word.slice(0, start) as Template<Name>, word.slice(start) as Template<Name>]
}

/**
 * The word with the space before a placeholder made a no-break one: "Book 2 of {series}" never leaves "of" at a line's
 * end, the placeholder's value (an inline link, not a box) starting its line without it.
 */
export const heldToPlaceholder = <Name extends string>(word: Template<Name>, name: Name) =>
  word.replace(new RegExp(`\\s+(?=\\{${name}\\})`, 'u'), '\u00a0') as Template<Name>
