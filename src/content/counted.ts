import { formFor } from '#shared/plural-form.ts'
import { type Counted, fill, type Template } from './words.ts'

// Its own module, not words.ts: it lands only in the chunks that show a count, never in the first paint's.
/** The form of a counted word for `count` in the site's language, with `{count}` and the other placeholders filled. */
export function counted<Name extends string>(
  word: Counted<Name>,
  language: string,
  count: number,
  values: Record<Exclude<Name, 'count'>, string | number>,
  countText: string = new Intl.NumberFormat(language).format(count),
): string {
  const form = formFor(word, language, count)
  return fill(form as Template<Name>, { ...values, count: countText } as Record<Name, string | number>)
}
