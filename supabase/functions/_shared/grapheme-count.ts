// Below U+0300 every character is a grapheme of its own, except CR LF, which is one: text written in
// these needs no Intl.Segmenter, whose first use costs a slow phone a few hundred milliseconds of the
// keystroke that triggers it.
const oneUnitPerGrapheme = /^[\0-\u02ff]*$/

let segmenter: Intl.Segmenter | undefined

/** Characters as a reader counts them (extended grapheme clusters). */
export function graphemeCount(text: string): number {
  if (oneUnitPerGrapheme.test(text) && !text.includes('\r\n')) return text.length
  segmenter ??= new Intl.Segmenter()
  let count = 0
  for (const _ of segmenter.segment(text)) count++
  return count
}
