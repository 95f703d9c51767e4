import { newsletter } from 'virtual:content/newsletter'
import { NewsletterForm } from './NewsletterForm.tsx'

/** The sign-up where a reader who liked a book will see it; the content says where (`showOn`). */
export function NewsletterSection() {
  if (!newsletter) return null
  return (
    // Under the button, the room the form's status keeps (three lines, empty until a sign-up) is the section's end:
    // no padding on it where the room is as tall as the top's, only the rest where the top's is taller.
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="below-fold px-6 pt-12 sm:pt-20 sm:pb-[calc(5rem-3lh)]"
    >
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
