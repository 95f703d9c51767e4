import { newsletter } from 'virtual:content/newsletter'
import * as words from 'virtual:words/newsletter'
import { NewsletterForm } from '#src/sections/newsletter/NewsletterForm.tsx'

/**
 * "Tell me when it's out", on the page of a book still to come: the newsletter's form and double opt-in, the book
 * as its topic, under the alert's own consent line (decision 0075). The mail when the book is out is the author's.
 */
export function ReleaseAlert({ slug }: { slug: string }) {
  if (!newsletter) return null
  return (
    <section
      id="release-alert"
      aria-labelledby="release-alert-heading"
      className="mx-auto mt-10 max-w-xl rounded-2xl border border-line bg-surface px-5 pt-5"
    >
      <h2 id="release-alert-heading" className="mb-3 text-xl font-semibold">
        {words.alertHeading}
      </h2>
      <NewsletterForm
        idPrefix="release-alert"
        consent={newsletter.alert.consent}
        consentVersion={newsletter.alert.consentVersion}
        topic={slug}
        subscribe={words.alertSubscribe}
        sentText={words.alertSentText}
      />
    </section>
  )
}
