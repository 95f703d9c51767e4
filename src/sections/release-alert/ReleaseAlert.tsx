import { newsletter } from 'virtual:content/newsletter'
import * as words from 'virtual:words/newsletter'
import { NewsletterForm } from '#src/sections/newsletter/NewsletterForm.tsx'

/**
 * "Tell me when it's out", on the page of a book still to come, after its summary (BookDetails.tsx): the newsletter's form and double opt-in, the book
 * as its topic, under the alert's own consent line (decision 0075). The mail when the book is out is the author's.
 */
export function ReleaseAlert({ slug }: { slug: string }) {
  if (!newsletter) return null
  return (
    // The card is drawn behind the section: idle, its edge lies as far under the button as its top over the heading, the
    // form's status line kept below it; once the line says something the card takes it in. Only the drawing grows:
    // the room is the section's all along, so nothing below moves (decision 0091). From a laptop the form is compact
    // (decision 0104): the card ends under the consent, the field's problem shown in the consent's place (decision 0114),
    // the status's three small lines kept below it (decision 0119), and it takes them in once they say something.
    <section
      id="release-alert"
      aria-labelledby="release-alert-heading"
      className="relative isolate px-5 pt-5 before:absolute before:inset-x-0 before:top-0 before:bottom-[calc(3lh-1.25rem)] before:-z-10 before:rounded-2xl before:border before:border-line before:bg-surface has-[[role=status]:not(:empty)]:before:bottom-0 lg:pt-3 lg:before:bottom-[calc(3*var(--text-sm)*var(--text-sm--line-height)-0.75rem)] lg:has-[[role=status]:not(:empty)]:before:bottom-0"
    >
      <h2 id="release-alert-heading" className="mb-3 text-xl font-semibold lg:mb-1 lg:text-base">
        {words.alertHeading}
      </h2>
      <NewsletterForm
        idPrefix="release-alert"
        consent={newsletter.alert.consent}
        consentVersion={newsletter.alert.consentVersion}
        topic={slug}
        subscribe={words.alertSubscribe}
        sentText={words.alertSentText}
        compact
      />
    </section>
  )
}
