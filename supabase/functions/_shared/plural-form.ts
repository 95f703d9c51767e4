// Its own module, not fill-words.ts: the site's first paint fills words but never counts.

import { perLanguage } from './per-language.ts'

const pluralRules = perLanguage((language) => new Intl.PluralRules(language))

/** The form of a word said differently by count, for `count` in `language`. */
export const formFor = (
  word: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string },
  language: string,
  count: number,
) => word[pluralRules(language).select(count)] ?? word.other
