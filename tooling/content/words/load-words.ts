import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { en } from '../locales/en.ts'
import { parseYaml } from '../parse-file.ts'
import { ContentError, type ContentProblem } from '../problems.ts'
import type { CheckedContent } from '../schema.ts'
import { typeset } from '../typeset.ts'
import { checkWords, type WordFile } from './check-words.ts'
import { wordsForLanguage } from './locale-file.ts'
import type { SiteWords } from './site-words.ts'
import { inPronoun, type Word } from './word-forms.ts'

// Words site.yaml held before words.yaml: still read, as overrides of their group.
const siteYamlWords = (site: CheckedContent['site']): WordFile => ({
  newsletter: Object.fromEntries(Object.entries(site.newsletter?.words ?? {}).filter(([, word]) => word !== undefined)),
})

// The author's own words are set as the content is (docs/decisions/0093), but for the alert's consent line: its exact
// words name its version, as the form's consent line's do.
const setWord = (word: Word): Word =>
  typeof word === 'string'
    ? typeset(word)
    : (Object.fromEntries(Object.entries(word).map(([form, text]) => [form, setWord(text)])) as Word)
const setWords = (file: WordFile): WordFile =>
  Object.fromEntries(
    Object.entries(file).map(([group, words]) => [
      group,
      Object.fromEntries(
        Object.entries(words).map(([key, word]) => [
          key,
          group === 'newsletter' && key === 'alertConsent' ? word : setWord(word),
        ]),
      ),
    ]),
  )

/**
 * The site's words: English's, under the site language's locale file, under the author's
 * site.yaml words, under `content/words.yaml`. A problem in the author's words stops the build.
 */
export function loadWords(dir: string, site: CheckedContent['site'], localesDir?: string): SiteWords {
  const layers = [en as unknown as WordFile, wordsForLanguage(site.language, localesDir), siteYamlWords(site)]
  const file = join(dir, 'words.yaml')
  if (existsSync(file)) {
    const shown = relative(process.cwd(), file) || 'words.yaml'
    const parsed = parseYaml(readFileSync(file, 'utf8'), shown)
    const checked: { words: WordFile; problems: ContentProblem[] } = parsed.ok
      ? checkWords(parsed.value, shown, parsed.lineOf)
      : { words: {}, problems: [parsed.problem] }
    if (checked.problems.length > 0) throw new ContentError(checked.problems)
    layers.push(setWords(checked.words))
  }
  return Object.fromEntries(
    Object.keys(en).map((group) => {
      const words: Record<string, Word> = Object.assign({}, ...layers.map((layer) => layer[group]))
      // The author's pronoun is settled here: the page gets one form, and chooses among forms by count itself.
      return [
        group,
        Object.fromEntries(Object.entries(words).map(([key, word]) => [key, inPronoun(word, site.pronoun)])),
      ]
    }),
  ) as SiteWords
}
