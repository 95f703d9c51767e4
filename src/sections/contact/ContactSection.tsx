import { site } from 'virtual:content/site'
import * as words from 'virtual:words/contact'
import { Reveal } from '#src/ui/Reveal.tsx'
import { ContactForm } from './ContactForm.tsx'
import { useOutboxDelivery } from './outbox/use-outbox-delivery.ts'

export function ContactSection() {
  useOutboxDelivery()
  return (
    <Reveal id="contact" labelledBy="contact-heading" className="below-fold bg-surface px-6 py-12 sm:py-28">
      <div className="mx-auto max-w-2xl">
        <h2 id="contact-heading" className="mb-4 text-center text-4xl font-semibold">
          {words.heading}
        </h2>
        <p className="mx-auto mb-10 max-w-[55ch] text-center text-muted">{site.contactIntro}</p>
        <ContactForm />
      </div>
    </Reveal>
  )
}
