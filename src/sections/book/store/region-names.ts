import { site } from 'virtual:content/site'

const names = new Intl.DisplayNames([site.language], { type: 'region' })
const list = new Intl.ListFormat([site.language], { type: 'conjunction' })

/** A country's name as the site's language writes it ("Reino Unido"). */
export const regionName = (code: string) => names.of(code) ?? code

/** Countries as the site's language joins them ("Portugal, Espanha e Brasil"). */
export const regionList = (codes: readonly string[]) => list.format(codes.map(regionName))
