import type { ReaderWords } from '../../../supabase/functions/_shared/reader-words.ts'
import type { CheckedContent } from '../schema.ts'
import type { SiteWords } from './site-words.ts'

/** What of the content the functions need: the site's language and newsletter, the author's name, the books with a release day. */
export type ReaderContent = {
  site: Pick<CheckedContent['site'], 'language' | 'newsletter'>
  author: { name: string }
  books?: readonly Pick<CheckedContent['books'][number], 'slug' | 'title' | 'release'>[]
}

/**
 * What the functions say to readers, taken from the site's words (its locale under the author's own):
 * SITE_WORDS's value, set by the deploy and by the local server, so a relabelled field is named the same by both.
 */
export const readerWordsOf = (words: SiteWords, { site, author, books = [] }: ReaderContent): ReaderWords => ({
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
    // The books readers may ask to hear of (decision 0075): the function decides by their day whether one is
    // still to come, and takes the alert's own consent line as it takes the form's.
    ...(site.newsletter && {
      alerts: {
        consent: words.newsletter.alertConsent,
        books: books.flatMap(({ slug, title, release }) => (release ? [{ slug, title, released: release.day }] : [])),
      },
    }),
  },
  confirmationMail: words.confirmationMail,
})

/** SITE_WORDS for the site of `content`: its words as JSON. */
export const siteWordsJson = (words: SiteWords, content: ReaderContent) => JSON.stringify(readerWordsOf(words, content))
