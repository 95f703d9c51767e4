import * as v from 'valibot'
import { reviewKinds } from '#src/content/review-groups.ts'
import { readDay } from './release-day.ts'
import { typeset } from './typeset.ts'

/** The small field types the content schema is made of; each message says what was expected and what was found. */
const shown = (input: unknown) => (typeof input === 'string' ? `"${input}"` : String(input))

/** Text kept as the author typed it, for what a machine reads: an id, a file name, a format, a consent's exact words. */
export const typedText = v.pipe(v.string('expected text'), v.trim(), v.nonEmpty('must not be empty'))

/** Text a reader reads, set as a typesetter would (typeset.ts): ’ “ ” — – … where the keyboard gave ' " -- - ... */
export const text = v.pipe(typedText, v.transform(typeset))

/**
 * Text an author writes in sentences (a summary, a description, a short bio), not a name or a line: the build reads
 * it as any text, and the author's desk gives it a box of several lines, where a thumb sees what it is fixing.
 */
export const sentences = v.pipe(text, v.metadata({ sentences: true }))

export const hexColour = v.pipe(
  v.string((issue) => `expected a colour like "#336699", got ${shown(issue.input)}`),
  v.regex(/^#[0-9a-fA-F]{6}$/, (issue) => `expected a colour like "#336699", got ${shown(issue.input)}`),
)

export const webAddress = v.pipe(
  v.string((issue) => `expected a web address like "https://example.com", got ${shown(issue.input)}`),
  v.check(
    (input) => URL.canParse(input) && /^https?:$/.test(new URL(input).protocol),
    (issue) => `expected a web address like "https://example.com", got ${shown(issue.input)}`,
  ),
)

// The simple shape the contact form tells readers about (something@something.something, no spaces), and
// nothing a mailto: link would read as more than the address.
export const emailAddress = v.pipe(
  v.string((issue) => `expected an email address like "agent@example.com", got ${shown(issue.input)}`),
  v.regex(
    /^[^\s@?&,<>"]+@[^\s@?&,<>"]+\.[^\s@?&,<>"]+$/,
    (issue) => `expected an email address like "agent@example.com", got ${shown(issue.input)}`,
  ),
)

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

export const timeZone = v.pipe(
  v.string('expected a time zone like "Europe/London"'),
  v.check(isTimeZone, (issue) => `"${issue.input}" is not a time zone; use an IANA name like "Europe/London"`),
)

export const localTimeWithOffset = v.pipe(
  v.string((issue) => `expected a time like "2026-12-10T19:00:00-05:00", got ${shown(issue.input)}`),
  v.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/,
    (issue) => `expected a time with its UTC offset like "2026-12-10T19:00:00-05:00", got "${issue.input}"`,
  ),
  // Date.parse rolls 2026-11-31 over to December 1st: the day is checked as a release day is, by its month's length.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const day = readDay(dataset.value.slice(0, 10))
    if ('problem' in day) addIssue({ message: day.problem })
    else if (Number.isNaN(Date.parse(dataset.value)))
      addIssue({ message: `"${dataset.value}" is not a real date and time` })
  }),
)

export const wholeNumber = (min: number, max: number, what: string) =>
  v.pipe(
    v.number((issue) => `expected ${what}, got ${shown(issue.input)}`),
    v.integer((issue) => `expected ${what}, got ${shown(issue.input)}`),
    v.minValue(min, (issue) => `expected ${what}, got ${shown(issue.input)}`),
    v.maxValue(max, (issue) => `expected ${what}, got ${shown(issue.input)}`),
  )

const isLanguageTag = (input: string) => {
  try {
    return Intl.getCanonicalLocales(input).length === 1
  } catch {
    return false
  }
}

export const languageTag = v.pipe(
  v.string('expected a language tag like "en"'),
  v.check(isLanguageTag, (issue) => `"${issue.input}" is not a language tag; use one like "en" or "en-GB"`),
)

/** A text's language as BCP 47 writes it ("pt-pt" becomes "pt-PT"), for its `lang` attribute. */
export const canonicalLanguageTag = v.pipe(
  languageTag,
  v.transform((tag) => Intl.getCanonicalLocales(tag)[0]),
)

export const currencyCode = v.pipe(
  v.string('expected a currency code like "USD"'),
  v.regex(/^[A-Z]{3}$/, (issue) => `expected a currency code like "USD", got "${issue.input}"`),
)

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })

export const regionCode = v.pipe(
  v.string('expected a country code like "GB"'),
  v.check(
    // UK is reserved, not assigned: browsers say GB, as en-GB.
    (input) => /^[A-Z]{2}$/.test(input) && input !== 'UK' && regionNames.of(input) !== undefined,
    (issue) => `expected a two-letter country code like "GB" or "PT", got ${shown(issue.input)}`,
  ),
)

/** The heading a book's reviews go under on its page: readers, praise or press. */
export const reviewKind = v.picklist(
  reviewKinds,
  (issue) => `expected ${reviewKinds.slice(0, -1).join(', ')} or ${reviewKinds.at(-1)}, got ${shown(issue.input)}`,
)
