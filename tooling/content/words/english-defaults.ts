import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Template } from '#src/content/words.ts'
import { privacyLine } from '#src/sections/footer/footer-parts.ts'
import { en } from '../locales/en.ts'
import { type LineOf, parseYaml } from '../parse-file.ts'
import type { ContentProblem } from '../problems.ts'
import type { CheckedContent } from '../schema.ts'
import { typeset } from '../typeset.ts'
import type { WordFile } from './check-words.ts'
import { wordsForLanguage } from './locale-file.ts'
import { type CountForms, inPronoun, type Word } from './word-forms.ts'

const languageName = new Intl.DisplayNames(['en'], { type: 'language' })
const languageOf = (tag: string) => new Intl.Locale(tag).language

// As the site shows it: the author's pronoun settled, each text set as the content is, so a straight quote matches a curly one.
const shown = (word: Word, pronoun: CheckedContent['site']['pronoun']): string | CountForms => {
  const said = inPronoun(word, pronoun)
  return typeof said === 'string'
    ? typeset(said.trim())
    : (Object.fromEntries(Object.entries(said).map(([form, text]) => [form, typeset(text.trim())])) as CountForms)
}
const same = (a: string | CountForms, b: string | CountForms) => JSON.stringify(a) === JSON.stringify(b)
// A long line (the privacy line) is named by its start: the author finds it by that.
const quoted = (said: string | CountForms) => {
  const text = typeof said === 'string' ? said : said.other
  const start = text.length > 60 ? `${text.slice(0, 60).replace(/\s+\S*$/, '')}…` : text
  return `"${start}"`
}

/** One word the author wrote, where she wrote it, and the site's defaults it stands in for. */
interface Override {
  file: string
  line?: number
  field: string
  given: Word
  english: Word
  own: Word | undefined
}

const readYaml = (path: string): { value: unknown; lineOf: LineOf } | undefined => {
  if (!existsSync(path)) return undefined
  const parsed = parseYaml(readFileSync(path, 'utf8'), path)
  return parsed.ok ? parsed : undefined
}
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Each of the author's words that is exactly English's default on a site in another language: most likely copied with
 * the demo's content, it shows English among the site's own words. A warning, not a problem: her words still win.
 */
export function englishDefaultsKept(dir: string, content: CheckedContent, localesDir?: string): ContentProblem[] {
  const { site, author } = content
  if (languageOf(site.language) === 'en') return []
  const own: WordFile = wordsForLanguage(site.language, localesDir)
  const siteFile = join(dir, 'site.yaml')
  const siteLines = readYaml(siteFile)?.lineOf
  const overrides: Override[] = Object.entries(site.newsletter?.words ?? {}).flatMap(([key, given]) =>
    given === undefined
      ? []
      : [
          {
            file: siteFile,
            line: siteLines?.(['newsletter', 'words', key]),
            field: `newsletter.words.${key}`,
            given,
            english: en.newsletter[key as keyof typeof en.newsletter],
            own: own.newsletter?.[key],
          },
        ],
  )
  // The footer's privacy line stands in for the site's, which speaks of the newsletter or not.
  const privacy = site.footer.privacy
  if (privacy) {
    const defaultLine = (words: WordFile, newsletter: boolean) =>
      privacyLine(
        undefined,
        {
          privacy: inPronoun(words.footer.privacy, site.pronoun) as Template<'name'>,
          privacyNewsletter: inPronoun(words.footer.privacyNewsletter, site.pronoun) as string,
        },
        author.firstName,
        newsletter,
      )
    const newsletter = site.newsletter !== undefined
    const english = en as unknown as WordFile
    const ownWords = { footer: { ...english.footer, ...own.footer } }
    const copied = [newsletter, !newsletter].find((said) =>
      same(shown(privacy, site.pronoun), shown(defaultLine(english, said), site.pronoun)),
    )
    if (copied !== undefined)
      overrides.push({
        file: siteFile,
        line: siteLines?.(['footer', 'privacy']),
        field: 'footer.privacy',
        given: privacy,
        english: defaultLine(english, copied),
        own: defaultLine(ownWords, newsletter),
      })
  }
  const wordsFile = join(dir, 'words.yaml')
  const words = readYaml(wordsFile)
  if (words && isRecord(words.value))
    for (const [group, keys] of Object.entries(words.value)) {
      const english = (en as unknown as WordFile)[group]
      if (!english || !isRecord(keys)) continue
      for (const [key, given] of Object.entries(keys))
        if (key in english)
          overrides.push({
            file: wordsFile,
            line: words.lineOf([group, key]),
            field: `${group}.${key}`,
            given: given as Word,
            english: english[key],
            own: own[group]?.[key],
          })
    }
  const language = languageName.of(languageOf(site.language)) ?? site.language
  return overrides.flatMap(({ file, line, field, given, english, own }) => {
    const said = shown(given, site.pronoun)
    const ownSaid = own === undefined ? undefined : shown(own, site.pronoun)
    // Where the language says it as English does, the author's copy is its own word too.
    if (!same(said, shown(english, site.pronoun)) || ownSaid === undefined || same(ownSaid, said)) return []
    return [
      {
        file: relative(process.cwd(), file) || file,
        ...(line && { line }),
        field,
        message: `${quoted(said)} is the English default; on a ${site.language} site leave it out to get ${quoted(ownSaid)}, or write your own in ${language}`,
      },
    ]
  })
}
