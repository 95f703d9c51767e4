import type { ReaderWords } from '../../../supabase/functions/_shared/reader-words.ts'
import type { CheckedContent } from '../schema.ts'
import type { SiteWords } from './site-words.ts'

/** What of the content the functions need: the site's language and newsletter, the author's name. */
export type ReaderContent = { site: Pick<CheckedContent['site'], 'language' | 'newsletter'>; author: { name: string } }

/**
 * What the functions say to readers, taken from the site's words (its locale under the author's own):
 * SITE_WORDS's value, set by the deploy and by the local server, so a relabelled field is named the same by both.
 */
export const readerWordsOf = (words: SiteWords, { site, author }: ReaderContent): ReaderWords => ({
  language: site.language,
  fields: {
    name: words.contact.name,
    email: words.contact.email,
    subject: words.contact.subject,
    message: words.contact.message,
  },
  formRules: words.formRules,
  // Without a newsletter block no form signs anyone up; letters sent before it went out still name the author.
  newsletter: {
    name: site.newsletter?.heading ?? author.name,
    // The wording the form shows: the function keeps it, and takes a sign-up that names its version.
    ...(site.newsletter && { consent: site.newsletter.consent }),
  },
  confirmationMail: words.confirmationMail,
})

/** SITE_WORDS for the site of `content`: its words as JSON. */
export const siteWordsJson = (words: SiteWords, content: ReaderContent) => JSON.stringify(readerWordsOf(words, content))
