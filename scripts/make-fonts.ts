/**
 * Cuts the page's two faces out of Fraunces' variable files: the headings' (semibold, display) and the text's
 * (regular, at a reading optical size), holding only the characters an author's words may need.
 * Run after changing the weights or the characters: `npm run fonts`; the woff2 files are committed
 * because the app serves them (src/app.css declares them, the build preloads the headings' one).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'
import subsetFont from 'subset-font'

const files = createRequire(import.meta.url)
// The wght-only file has Fraunces' other axes (opsz, SOFT, WONK) already fixed as the headings have always shown them;
// the opsz file keeps the optical size free, for a cut drawn for reading at body sizes.
const headingsSource = files.resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2')
const textSource = files.resolve('@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2')

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
  { file: 'src/fonts/fraunces-headings.woff2', source: headingsSource, axes: { wght: 600 } },
  // The long prose (bio, summaries, descriptions, the sample), the pull quotes and the chat panel's title: the regular
  // weight at the optical size of 14 pt, whose wider spacing and sturdier serifs read better at body sizes.
  { file: 'src/fonts/fraunces-regular.woff2', source: textSource, axes: { wght: 400, opsz: 14 } },
] as const

const text = characters
  .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
  .join('')
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

for (const { file, source, axes } of outputs) {
  const subset = await subsetFont(await readFile(source), text, { targetFormat: 'woff2', variationAxes: axes })
  await writeFile(file, subset)
  console.log(`${file} (${JSON.stringify(axes)}): ${kb(subset.length)}, ${kb(gzipSync(subset).length)} gzip`)
}
