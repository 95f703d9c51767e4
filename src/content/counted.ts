import { perLanguage } from '#shared/per-language.ts'
import { formFor } from '#shared/plural-form.ts'
import { type Counted, fill, type Template } from './words.ts'

/** Counts written at build (virtual:content/counts): from 0 up, each one's plural form and number in `language`. */
export interface WrittenCounts {
  language: string
  forms: readonly Intl.LDMLPluralRule[]
  texts: readonly string[]
}

// A list's count is said again at each key of a search: its number format is made once per language.
const numberFormat = perLanguage((language) => new Intl.NumberFormat(language))

// A page that counts as it starts passes what the build wrote: a slow phone's first Intl object takes long.
const writtenFor = (language: string, count: number, written: WrittenCounts | undefined) =>
  written?.language === language && Number.isInteger(count) && count >= 0 && count < written.forms.length
    ? { form: written.forms[count], text: written.texts[count] }
    : undefined

/** A count as the language writes it: "1,200" in English, "1 200" in French. */
export const countText = (language: string, count: number, written?: WrittenCounts) =>
  writtenFor(language, count, written)?.text ?? numberFormat(language).format(count)

// Its own module, not words.ts: it lands only in the chunks that show a count, never in the first paint's.
/** The form of a counted word for `count` in the site's language, with `{count}` and the other placeholders filled. */
export function counted<Name extends string>(
  word: Counted<Name>,
  language: string,
  count: number,
  values: Record<Exclude<Name, 'count'>, string | number>,
  written?: WrittenCounts,
): string {
  const known = writtenFor(language, count, written)?.form
  const form = known ? (word[known] ?? word.other) : formFor(word, language, count)
  const text = countText(language, count, written)
  return fill(form as Template<Name>, { ...values, count: text } as Record<Name, string | number>)
}
