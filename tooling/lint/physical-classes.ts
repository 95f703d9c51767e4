// A side's value as Tailwind writes it: a number (4, 1/2), an arbitrary value ([…], (…)), px, auto or full.
const value = String.raw`(?:\d|\[|\(|px\b|auto\b|full\b)`

/**
 * Tailwind classes that name a side (left or right) where one names where lines start or end (ms-4, end-0,
 * text-start): with them an Arabic or Hebrew site would not mirror. `mx-*`, `px-*`, `inset-x-*` set both sides alike.
 */
const physicalClass = new RegExp(
  String.raw`(?<![\w-])-?(?:(?:scroll-)?[mp][lr]-${value}|(?:left|right)-${value}|text-(?:left|right)\b|(?:rounded|border)-[tb]?[lr]\b|(?:float|clear)-(?:left|right)\b)[^\s'"\`]*`,
  'g',
)

/** The physical-direction classes in a source file's text, as written. */
export const physicalClassesIn = (text: string): string[] => [...text.matchAll(physicalClass)].map((match) => match[0])
