import { newsletter } from 'virtual:content/newsletter'
import { NewsletterForm } from './NewsletterForm.tsx'

/** The sign-up where a reader who liked a book will see it; the content says where (`showOn`). */
export function NewsletterSection() {
  if (!newsletter) return null
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="below-fold px-6 py-12 sm:py-20">
      <div className="mx-auto max-w-xl">
        <h2 id="newsletter-heading" className="mb-3 text-center text-3xl font-semibold">
          {newsletter.heading}
        </h2>
        <p className="mx-auto mb-8 max-w-[55ch] text-center text-muted">{newsletter.intro}</p>
        <NewsletterForm consent={newsletter.consent} consentVersion={newsletter.consentVersion} />
      </div>
    </section>
  )
}

// A book's release alert reuses this form (decision 0075). Loaded through this module it travels in this file: a file
// of its own would share the form's code through one more file, named in the app's map of lazy files, read at first paint.
export { ReleaseAlert } from '#src/sections/release-alert/ReleaseAlert.tsx'
