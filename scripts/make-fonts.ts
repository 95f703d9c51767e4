/**
 * Cuts the heading font out of Fraunces' variable file: one static instance per weight the page
 * sets in Fraunces, holding only the characters an author's headings and quotes may need.
 * Run after changing the weights or the characters: `npm run fonts`; the woff2 files are committed
 * because the app serves them (src/app.css declares them, the build preloads the headings' one).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'
import subsetFont from 'subset-font'

// The wght-only file has Fraunces' other axes (opsz, SOFT, WONK) already fixed as the page has always shown them.
const source = createRequire(import.meta.url).resolve(
  '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
)

/** Keep in step with the @font-face rules' unicode-range in src/app.css. */
const characters = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement: accented letters, « », ¿ ¡, nbsp, soft hyphen
  [0x131, 0x131], // dotless i
  [0x152, 0x153], // Œ œ
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
] as const

const outputs = [
  // Every heading and the stat figures (font-semibold): the largest text on the first screen.
  { file: 'src/fonts/fraunces-headings.woff2', weight: 600 },
  // The italic pull quotes and the chat panel's title, at the regular weight.
  { file: 'src/fonts/fraunces-regular.woff2', weight: 400 },
] as const

const text = characters
  .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
  .join('')
const font = await readFile(source)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
console.log(`fraunces-latin-wght-normal.woff2: ${kb(font.length)}, ${kb(gzipSync(font).length)} gzip`)

for (const { file, weight } of outputs) {
  const subset = await subsetFont(font, text, { targetFormat: 'woff2', variationAxes: { wght: weight } })
  await writeFile(file, subset)
  console.log(`${file} (wght ${weight}): ${kb(subset.length)}, ${kb(gzipSync(subset).length)} gzip`)
}
