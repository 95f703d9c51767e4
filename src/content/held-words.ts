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
