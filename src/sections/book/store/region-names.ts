import { regionNames } from 'virtual:content/books'

/** A country's name as the site's language writes it ("Reino Unido"), written at build. */
export const regionName = (code: string) => regionNames[code] ?? code
