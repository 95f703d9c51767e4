import { perLanguage } from '#shared/per-language.ts'
import { formFor } from '#shared/plural-form.ts'
import { type Counted, fill, type Template } from './words.ts'

// A list's count is said again at each key of a search: its number format is made once per language.
const numberFormat = perLanguage((language) => new Intl.NumberFormat(language))

/** A count as the language writes it: "1,200" in English, "1 200" in French. */
export const countText = (language: string, count: number) => numberFormat(language).format(count)

// Its own module, not words.ts: it lands only in the chunks that show a count, never in the first paint's.
/** The form of a counted word for `count` in the site's language, with `{count}` and the other placeholders filled. */
export function counted<Name extends string>(
  word: Counted<Name>,
  language: string,
  count: number,
  values: Record<Exclude<Name, 'count'>, string | number>,
): string {
  const form = formFor(word, language, count)
  return fill(form as Template<Name>, { ...values, count: countText(language, count) } as Record<Name, string | number>)
}
