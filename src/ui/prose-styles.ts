/**
 * Long prose on the book and series pages: the reading face (font-prose) in the ink colour, at about 65
 * characters a line. The lede a step larger than the body it introduces.
 */
const prose = 'max-w-[32em] font-prose leading-relaxed text-ink'

export const ledeClass = `${prose} text-lg`

export const proseClass = `${prose} text-[1.0625rem] [&_a]:text-accent [&_a]:underline`
