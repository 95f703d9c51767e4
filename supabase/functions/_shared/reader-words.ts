import { placeholdersOf } from './fill-words.ts'
import type { ReleaseAlerts } from './release-alerts.ts'

/**
 * What the functions say to readers, in English: the reasons a field is refused and the newsletter's
 * confirmation mail. The site's locale files translate them (tooling/content/locales); a deployed
 * function gets its site's words from SITE_WORDS, never from the request.
 */
export const englishReaderWords = {
  language: 'en',
  /** The contact form's labels, which the reasons name. */
  fields: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  formRules: {
    notText: '{field} must be text',
    required: '{field} is required',
    tooLong: '{field} must be at most {max} characters',
    oneLine: '{field} must be a single line of plain text',
    invisible: '{field} must not contain invisible characters',
    invalidEmail: 'Please enter a valid email address',
    plainAddress: '{field} must be a single plain address, like name@example.com',
    plainText: '{field} must be plain text; line breaks are the only control characters allowed',
    tooShort: '{field} must be at least {min} characters long',
  },
  /** What the mails call the list: the newsletter's heading, else the author's name; the deploy gives the site's. */
  newsletter: { name: 'Newsletter' },
  confirmationMail: {
    subject: '{newsletter}: confirm your subscription',
    asked: 'Someone, hopefully you, asked to receive news from {site} at this address.',
    /** A release alert's mail (decision 0075), which names its book. */
    alertSubject: 'Confirm to hear when {title} is out',
    alertAsked: 'Someone, hopefully you, asked {site} to write to this address once, when {title} is out.',
    agreeing: 'By confirming, you agree to: “{consent}”',
    toConfirm: {
      one: 'To confirm, open this link within {count} day:',
      other: 'To confirm, open this link within {count} days:',
    },
    notYou: 'If it was not you, ignore this mail: without a confirmation nothing else is sent.',
    unsubscribe: 'To unsubscribe at any time: {link}',
  },
} as const

type Word = string | Readonly<Record<string, string>>
type Widened<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widened<T[K]> }

/**
 * The words in the site's language: English's keys and placeholders, any language's text; and the consent line
 * the site's newsletter form shows (the author's, checked by the newsletter's settings), when it has one, with the
 * release alerts' line and books (checked there too).
 */
export type ReaderWords = Widened<typeof englishReaderWords> & {
  readonly newsletter: { readonly consent?: string; readonly alerts?: ReleaseAlerts }
}

const isLanguageTag = (tag: string) => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const namesOf = (word: Word) =>
  [...new Set((typeof word === 'string' ? [word] : Object.values(word)).flatMap(placeholdersOf))].sort().join()

// A given word stands for English's when it has the same shape and the same placeholders.
function sameShape(english: unknown, given: unknown, at: string): string[] {
  if (typeof english === 'string')
    return typeof given === 'string' && given.trim() !== '' && namesOf(given) === namesOf(english)
      ? []
      : [`${at} must be text with the placeholders of ${JSON.stringify(english)}`]
  if (!isRecord(english) || !isRecord(given)) return [`${at} is missing`]
  if ('other' in english)
    return typeof given.other === 'string' && Object.values(given).every((form) => typeof form === 'string')
      ? sameShape(english.other, given.other, `${at}.other`)
      : [`${at} must give its forms by count (one, other)`]
  return Object.keys(english).flatMap((key) => sameShape(english[key], given[key], `${at}.${key}`))
}

/**
 * The site's words from SITE_WORDS (JSON, written by the deploy from the site's locale and the author's
 * words); unset, English. A word missing or with other placeholders is a problem, returned as one line.
 */
export function readerWordsFrom(json: string | undefined): ReaderWords | string {
  if (json === undefined || json === '') return englishReaderWords
  let given: unknown
  try {
    given = JSON.parse(json)
  } catch {
    return 'SITE_WORDS must be JSON: the words `npm run deploy` writes from the site.'
  }
  const problems = sameShape(englishReaderWords, given, 'SITE_WORDS')
  if (problems.length > 0) return problems.join('; ')
  const words = given as ReaderWords
  if (!isLanguageTag(words.language))
    return `SITE_WORDS.language must be a language tag (BCP 47), not ${JSON.stringify(words.language)}`
  return words
}
