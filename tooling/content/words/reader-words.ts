import type { ReaderWords } from '../../../supabase/functions/_shared/reader-words.ts'
import type { SiteWords } from './site-words.ts'

/**
 * What the functions say to readers, taken from the site's words (its locale under the author's own):
 * SITE_WORDS's value, set by the deploy and by the local server, so a relabelled field is named the same by both.
 */
export const readerWordsOf = (words: SiteWords, language: string): ReaderWords => ({
  language,
  fields: {
    name: words.contact.name,
    email: words.contact.email,
    subject: words.contact.subject,
    message: words.contact.message,
  },
  formRules: words.formRules,
  confirmationMail: words.confirmationMail,
})

/** SITE_WORDS for the site in `dir`: its words as JSON. */
export const siteWordsJson = (words: SiteWords, language: string) => JSON.stringify(readerWordsOf(words, language))
