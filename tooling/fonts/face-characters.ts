/** Printable ASCII and the punctuation the app's own words use, whatever the content says. */
const always = `${Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('')}‘’“”–—…•`

const stringsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}

/** Every character the site may set in its web font: the app's own and every word of the content, once each, sorted. */
export function faceCharacters(content: unknown): string {
  const characters = new Set(always + stringsIn(content).join(''))
  return [...characters]
    .filter((character) => character >= ' ')
    .sort()
    .join('')
}
