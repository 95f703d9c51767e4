// Its own module, not fill-words.ts: the site's first paint fills words but never counts.

// Making the rules costs far more than asking them: one per language, kept.
const rulesOf = new Map<string, Intl.PluralRules>()

/** The language's plural rules, made on first use. */
export function pluralRules(language: string): Intl.PluralRules {
  const rules = rulesOf.get(language) ?? new Intl.PluralRules(language)
  rulesOf.set(language, rules)
  return rules
}

/** The form of a word said differently by count, for `count` in `language`. */
export const formFor = (
  word: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string },
  language: string,
  count: number,
) => word[pluralRules(language).select(count)] ?? word.other
