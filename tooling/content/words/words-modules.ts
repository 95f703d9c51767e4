import { en } from '../locales/en.ts'
import type { SiteWords } from './site-words.ts'

const prefix = 'virtual:words/'

/** `virtual:words/<group>`: one module per group, so each group's words load with the part that shows them. */
export const isWordsModule = (source: string) => source.startsWith(prefix) && source.slice(prefix.length) in en

/**
 * A resolved id's module, each word a named export, or undefined when it is no words module. Named exports,
 * not one object: the bundler keeps only the words a chunk uses and writes each where it is used.
 */
export function wordsModule(resolvedId: string, words: () => SiteWords): string | undefined {
  if (!resolvedId.startsWith('\0') || !isWordsModule(resolvedId.slice(1))) return undefined
  const group = resolvedId.slice(1 + prefix.length) as keyof SiteWords
  const entries = Object.entries(words()[group])
  // Local names of their own: a key may be a word JavaScript reserves ("new"), which an export name may be.
  const constants = entries.map(([, word], index) => `const w${index} = ${JSON.stringify(word)}`)
  const names = entries.map(([key], index) => `w${index} as ${key}`)
  return `${constants.join('\n')}\nexport { ${names.join(', ')} }\n`
}
