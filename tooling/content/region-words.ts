import { perLanguage } from '#shared/per-language.ts'

const names = perLanguage((language) => new Intl.DisplayNames([language], { type: 'region' }))
const lists = perLanguage((language) => new Intl.ListFormat([language], { type: 'conjunction' }))

/** A country's name as the site's language writes it ("Reino Unido"). */
export const regionName = (code: string, language: string) => names(language).of(code) ?? code

/** Countries as the site's language joins them ("Portugal, Espanha e Brasil"). */
export const regionList = (codes: readonly string[], language: string) =>
  lists(language).format(codes.map((code) => regionName(code, language)))

/** Each country's name, by its code: what the store picker says, written at build. */
export const regionNames = (codes: readonly string[], language: string): Record<string, string> =>
  Object.fromEntries(codes.map((code) => [code, regionName(code, language)]))
