import { author } from 'virtual:content/author'
import * as words from 'virtual:words/contact'
import { CircleCheck } from 'lucide-react'
import { fill } from '#src/content/words.ts'
import { SentPanel } from '#src/ui/SentPanel.tsx'

interface ThankYouProps {
  /** Who wrote, as the form had it when it was sent. */
  sender: { name: string; email: string }
  onWriteAnother: () => void
}

/** In the form's place once a message is sent, where the reader is looking (the toast is at the top of the screen). */
export function ThankYou({ sender, onWriteAnother }: ThankYouProps) {
  return (
    <SentPanel
      headingId="contact-thanks-heading"
      heading={fill(words.thanks, { name: sender.name })}
      icon={<CircleCheck aria-hidden="true" className="size-10 text-success" strokeWidth={1.5} />}
      again={words.writeAnother}
      onAgain={onWriteAnother}
      className="gap-4 rounded-2xl border border-line bg-paper px-6 py-10"
      headingClassName="text-2xl"
    >
      <p className="max-w-[50ch] text-muted">{fill(words.onItsWay, { name: author.firstName, email: sender.email })}</p>
    </SentPanel>
  )
}
