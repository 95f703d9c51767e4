// Its own module, not fill-words.ts: the site's first paint fills words but never counts.
/** The form of a word said differently by count, for `count` in `language`. */
export const formFor = (
  word: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string },
  language: string,
  count: number,
) => word[new Intl.PluralRules(language).select(count)] ?? word.other
