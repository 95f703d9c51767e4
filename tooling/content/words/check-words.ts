import { placeholdersOf } from '#src/content/words.ts'
import { type English, en } from '../locales/en.ts'
import type { LineOf } from '../parse-file.ts'
import type { ContentProblem } from '../problems.ts'
import { nearest } from './nearest.ts'
import { pronounForms, textsOf, type Word } from './word-forms.ts'

export type { Word }
/** Some or all groups of words, each some or all of its keys. */
export type WordFile = Record<string, Record<string, Word>>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const namesIn = (word: Word) => [...new Set(textsOf(word).flatMap(placeholdersOf))]

const pluralForms = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])
const formsSaid = pronounForms.join(', ')

// A line given as forms ({she: …}), or a counted word whose forms are forms by count ({she: {one: …}}).
const givenByPronoun = (english: Word, given: unknown): given is Record<string, unknown> =>
  isRecord(given) && (typeof english === 'string' || Object.values(given).some(isRecord) || 'she' in given)

/** Why forms by the author's pronoun cannot stand for the English word: every form given, each the word's shape. */
function byPronounProblem(english: Word, given: Record<string, unknown>): string | undefined {
  const odd = Object.keys(given).find((form) => !(pronounForms as readonly string[]).includes(form))
  if (odd) return `"${odd}" is not a form by the author's pronoun; the forms are ${formsSaid}`
  const missing = pronounForms.filter((form) => given[form] === undefined)
  if (missing.length > 0)
    return `missing ${missing.join(', ')}: give every form by the author's pronoun, she, he and other (for "they" or none)`
  return pronounForms
    .map((form) => {
      const problem = wordProblem(english, given[form], false)
      return problem && `${form}: ${problem}`
    })
    .find(Boolean)
}

/** Why a word cannot stand for the English one, or undefined when it can: same shape, same placeholders. */
function wordProblem(english: Word, given: unknown, mayBeByPronoun = true): string | undefined {
  if (mayBeByPronoun && givenByPronoun(english, given)) return byPronounProblem(english, given)
  if (typeof english === 'string') {
    if (typeof given !== 'string' || given.trim() === '')
      return mayBeByPronoun ? 'expected a line of text' : `expected a line of text in each form by the author's pronoun`
  } else {
    if (!isRecord(given) || typeof given.one !== 'string' || typeof given.other !== 'string')
      return 'expected its forms by count: one, other (and zero, two, few, many where the language has them)'
    const odd = Object.keys(given).find((form) => !pluralForms.has(form) || typeof given[form] !== 'string')
    if (odd) return `"${odd}" is not a form by count; the forms are ${[...pluralForms].join(', ')}`
  }
  const want = namesIn(english)
  const have = namesIn(given as Word)
  const missing = want.filter((name) => !have.includes(name))
  const extra = have.filter((name) => !want.includes(name))
  if (missing.length === 0 && extra.length === 0) return undefined
  const say = (names: string[]) => names.map((name) => `{${name}}`).join(', ')
  return [
    missing.length > 0 && `keep ${say(missing)}`,
    extra.length > 0 && `${say(extra)} is not one of this word's placeholders (${say(want) || 'it has none'})`,
  ]
    .filter(Boolean)
    .join('; ')
}

/**
 * A file's words checked against the English ones: each group and key known (an unknown one names the
 * nearest), each word the English word's shape with the same placeholders. Only the words that pass are kept.
 */
export function checkWords(
  given: unknown,
  file: string,
  lineOf: LineOf = () => undefined,
): { words: WordFile; problems: ContentProblem[] } {
  const words: WordFile = {}
  const problems: ContentProblem[] = []
  if (!isRecord(given)) return { words, problems: [{ file, message: 'expected groups of words, like "books:"' }] }
  const groups = Object.keys(en)
  for (const [group, keys] of Object.entries(given)) {
    if (!(group in en)) {
      problems.push({ file, field: group, message: `no such group; did you mean "${nearest(group, groups)}"?` })
      continue
    }
    if (!isRecord(keys)) {
      problems.push({ file, field: group, message: 'expected its words, like "heading: …"' })
      continue
    }
    const english: Record<string, Word> = en[group as keyof English]
    words[group] = {}
    for (const [key, word] of Object.entries(keys)) {
      const field = `${group}.${key}`
      if (!(key in english)) {
        problems.push({ file, field, message: `no such word; did you mean "${nearest(key, Object.keys(english))}"?` })
        continue
      }
      const problem = wordProblem(english[key], word)
      if (problem) problems.push({ file, field, message: problem })
      else words[group][key] = word as Word
    }
  }
  // Each problem at its line, before its field, as the content's are said.
  const at = ({ field, ...problem }: ContentProblem): ContentProblem => {
    const line = field ? lineOf(field.split('.')) : undefined
    return { ...problem, ...(line && { line }), ...(field && { field }) }
  }
  return { words, problems: problems.map(at) }
}
