import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { en } from '../locales/en.ts'
import { pseudoTag, pseudoWords } from '../locales/pseudo.ts'
import { parseYaml } from '../parse-file.ts'
import { ContentError } from '../problems.ts'
import { checkWords, type WordFile } from './check-words.ts'

export const localesDir = fileURLToPath(new URL('../locales/', import.meta.url))

/** The languages the site's words are written in: English (en.ts) and each YAML file. */
export const localeTags = (dir = localesDir) => [
  'en',
  ...readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.slice(0, -'.yaml'.length)),
]

const languageOf = (tag: string) => new Intl.Locale(tag).language

/** The file for a site's language: the same tag, else the same language in another region (pt-BR takes pt-PT). */
export function localeFor(language: string, tags: readonly string[]): string | undefined {
  const exact = tags.find((tag) => tag.toLowerCase() === language.toLowerCase())
  return exact ?? tags.find((tag) => languageOf(tag) === languageOf(language))
}

/** A locale file's words as written, checked against English's; English itself is en.ts. */
export function readLocale(tag: string, dir = localesDir): WordFile {
  if (tag === 'en') return en as unknown as WordFile
  const file = join(dir, `${tag}.yaml`)
  const shown = relative(process.cwd(), file)
  const parsed = parseYaml(readFileSync(file, 'utf8'), shown)
  if (!parsed.ok) throw new ContentError([parsed.problem])
  const { words, problems } = checkWords(parsed.value, shown, parsed.lineOf)
  if (problems.length > 0) throw new ContentError(problems)
  return words
}

/** The words for the site's language, or the one line that says which file to add. */
export function wordsForLanguage(language: string, dir = localesDir): WordFile {
  if (language.toLowerCase() === pseudoTag.toLowerCase()) return pseudoWords()
  const tag = localeFor(language, localeTags(dir))
  if (tag === undefined)
    throw new ContentError([
      {
        file: 'site.yaml',
        field: 'language',
        message: `no words for "${language}": add ${relative(process.cwd(), join(dir, `${languageOf(language)}.yaml`))}, a copy of ${relative(process.cwd(), join(dir, 'pt-PT.yaml'))} in that language`,
      },
    ])
  return readLocale(tag, dir)
}
