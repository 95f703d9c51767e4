/**
 * Long prose on the book and series pages: the reading face (font-prose) in the ink colour, at about 65
 * characters a line. The lede a step larger than the body it introduces.
 */
const prose = 'max-w-[32em] font-prose leading-relaxed text-ink'

export const ledeClass = `${prose} text-lg`

const proseLinks = '[&_a]:text-accent [&_a]:underline'

export const proseClass = `${prose} text-[1.0625rem] ${proseLinks}`

/** A reading page's text, a post's as a sample's chapter: at the reader's text size, so its 32em is readingColumn. */
export const readingProseClass = `${prose} text-[length:var(--reading-size)] ${proseLinks}`
