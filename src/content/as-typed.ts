/**
 * Typographic punctuation as a keyboard types it: the build sets the content’s ' as ’ (docs/decisions/0093), and a
 * reader who types “Emma's” (or a phone that types “Emma’s”) finds it either way once both sides are read so.
 */
export const asTyped = (text: string) =>
  text.replace(/[‘’ʼ]/g, "'").replace(/[“”„]/g, '"').replace(/[–—]/g, '-').replaceAll('…', '...')
