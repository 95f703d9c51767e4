/**
 * Writes src/content/virtual-words.d.ts: one `declare module 'virtual:words/<group>'` per group of en.ts, so a group
 * added to en.ts is a module the app may import with no second edit. Each module's words are typed from en.ts by
 * SiteWords; only the modules' names need writing out, as TypeScript matches a module's name to no type.
 * The content's Vite plugin writes it as `npm run dev` starts; its unit test fails while the committed file differs;
 * by hand: `npx tsx tooling/content/words/write-words-declarations.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { en } from '../locales/en.ts'

/** The declarations' file, beside the app's other virtual modules' (virtual-content.d.ts). */
export const declarationsFile = fileURLToPath(new URL('../../../src/content/virtual-words.d.ts', import.meta.url))

const header = `// Generated from tooling/content/locales/en.ts by tooling/content/words/write-words-declarations.ts: do not edit.
// \`npm run dev\` rewrites it; by hand: \`npx tsx tooling/content/words/write-words-declarations.ts\`.
/**
 * Each group's words, typed from the English file: a key or a placeholder it lacks fails the type check.
 * Imported as a namespace (\`import * as words\`): each word is its own export, so a chunk carries only the words it uses.
 */
type GroupWords<Group extends keyof SiteWords> = SiteWords[Group]
type SiteWords = import('../../tooling/content/words/site-words.ts').SiteWords
`

const moduleFor = (group: string) => `
declare module 'virtual:words/${group}' {
  const words: GroupWords<'${group}'>
  export = words
}`

/** The file's text: one module per group, in en.ts's order. */
export const wordsDeclarations = (groups: readonly string[] = Object.keys(en)) =>
  `${header}${groups.map(moduleFor).join('')}\n`

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/** Writes the declarations when the file differs from them (never touching an up-to-date one); true when it wrote. */
export function writeWordsDeclarations(file = declarationsFile): boolean {
  const text = wordsDeclarations()
  if (read(file) === text) return false
  writeFileSync(file, text)
  return true
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const shown = relative(process.cwd(), declarationsFile)
  console.log(writeWordsDeclarations() ? `wrote ${shown}` : `${shown} is up to date`)
}
