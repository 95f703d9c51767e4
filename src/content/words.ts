import { fillWord, splitWord } from '#shared/fill-words.ts'

declare const placeholderNames: unique symbol

/** A word with named placeholders (`Buy on {retailer}`): only fill() turns it into text. */
export type Template<Name extends string> = string & { readonly [placeholderNames]: Name }

/** A word said differently by count: `one` and `other` at least, the forms Intl.PluralRules names. */
export type Counted<Name extends string> = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
  readonly one: string
  readonly other: string
  readonly [placeholderNames]: Name
}

type Names<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Names<Rest> : never

/** What a component gets for an English word: text, a Template, or a Counted, named by its placeholders. */
export type WordOf<English> = English extends string
  ? [Names<English>] extends [never]
    ? string
    : Template<Names<English>>
  : English extends { one: infer One extends string; other: infer Other extends string }
    ? Counted<Names<One | Other> | 'count'>
    : never

/** The placeholders a word names, in order. */
export { placeholdersOf } from '#shared/fill-words.ts'

/** The word with each placeholder replaced by its value (the type says every one is given). */
export const fill = fillWord as <Name extends string>(
  word: Template<Name>,
  values: Record<Name, string | number>,
) => string

/** The word split at its placeholders: its text at even places, a placeholder's name at odd ones. */
export const wordParts = splitWord as <Name extends string>(word: Template<Name>) => string[]
