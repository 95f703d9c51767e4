import { formFor } from '#shared/plural-form.ts'
import { type Counted, fill, type Template } from './words.ts'

// Making a number format costs far more than using it (a list's count is said again at each key): one per language.
const numberFormats = new Map<string, Intl.NumberFormat>()

/** A count as the language writes it: "1,200" in English, "1 200" in French. */
export function countText(language: string, count: number): string {
  const format = numberFormats.get(language) ?? new Intl.NumberFormat(language)
  numberFormats.set(language, format)
  return format.format(count)
}

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
