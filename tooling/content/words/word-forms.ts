import type { CheckedContent } from '../schema.ts'

/** How site.yaml says the author is spoken of: `pronoun`, optional. */
export type AuthorPronoun = NonNullable<CheckedContent['site']['pronoun']>

/** The forms a line that speaks of the author takes where a language marks her or his gender: `other` for "they" or none. */
export const pronounForms = ['she', 'he', 'other'] as const
export type PronounForm = (typeof pronounForms)[number]

// Typed over site.yaml's pronouns: one added there without the form it takes here fails the type check.
const formOfPronoun = { she: 'she', he: 'he', they: 'other' } as const satisfies Record<AuthorPronoun, PronounForm>

/** A word's forms by count, as Intl.PluralRules names them: `one` and `other` at least. */
export type CountForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
  readonly one: string
  readonly other: string
}

/** Every form by the author's pronoun, each a line of text or (for a counted word) its forms by count. */
export type ByPronoun<Form extends string | CountForms> = Readonly<Record<PronounForm, Form>>

/**
 * A word as a file gives it: a line of text or its forms by count, either one alone or in forms by the author's
 * pronoun. The pronoun is the outer choice as the build settles it (the page gets one form); the count the inner,
 * as the page chooses it for each count.
 */
export type Word = string | CountForms | ByPronoun<string> | ByPronoun<CountForms>

/** Whether a word is given in forms by the author's pronoun (forms by count never have `she`). */
export const isByPronoun = (word: Word): word is ByPronoun<string> | ByPronoun<CountForms> =>
  typeof word === 'object' && 'she' in word

/** The word as this author's site says it: the form for site.yaml's pronoun, or the word itself when it has no such forms. */
export const inPronoun = (word: Word, pronoun: AuthorPronoun | undefined): string | CountForms =>
  isByPronoun(word) ? word[pronoun ? formOfPronoun[pronoun] : 'other'] : word

/** A word's forms as the page may show them, one per pronoun: each a line of text or its forms by count. */
export const pronounVariants = (word: Word): (string | CountForms)[] =>
  isByPronoun(word) ? pronounForms.map((form) => word[form]) : [word]

/** Every text a word holds, in every form. */
export const textsOf = (word: Word): string[] =>
  pronounVariants(word).flatMap((variant) => (typeof variant === 'string' ? [variant] : Object.values(variant)))
