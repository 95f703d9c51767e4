import { author } from 'virtual:content/author'
import * as words from 'virtual:words/contact'
import { CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { fill } from '#src/content/words.ts'
import { buttonClass } from '#src/ui/button-styles.ts'

interface ThankYouProps {
  /** Who wrote, as the form had it when it was sent. */
  sender: { name: string; email: string }
  onWriteAnother: () => void
}

/** In the form's place once a message is sent, where the reader is looking (the toast is at the top of the screen). */
export function ThankYou({ sender, onWriteAnother }: ThankYouProps) {
  const panel = useRef<HTMLElement>(null)
  // The Send button that had the focus is hidden with the form: the focus comes here, and a screen reader reads it.
  useEffect(() => panel.current?.focus(), [])
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="contact-thanks-heading"
      className="grid justify-items-center gap-4 rounded-2xl border border-line bg-paper px-6 py-10 text-center"
    >
      <CircleCheck aria-hidden="true" className="size-10 text-success" strokeWidth={1.5} />
      <h3 id="contact-thanks-heading" className="text-2xl font-semibold">
        {fill(words.thanks, { name: sender.name })}
      </h3>
      <p className="max-w-[50ch] text-muted">{fill(words.onItsWay, { name: author.firstName, email: sender.email })}</p>
      <button type="button" className={buttonClass('outline')} onClick={onWriteAnother}>
        {words.writeAnother}
      </button>
    </section>
  )
}
