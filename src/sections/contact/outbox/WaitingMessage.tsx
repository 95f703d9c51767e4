import * as words from 'virtual:words/outbox'
import { useState } from 'react'
import { fill } from '#src/content/words.ts'
import type { ContactEntry } from '#src/outbox/outbox-entry.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { dontSend } from './dont-send.ts'

interface WaitingMessageProps {
  entry: ContactEntry
  /** Whether its words may go into the form: the reader is asked first when they would replace a draft. */
  mayTakeBack: (entry: ContactEntry) => Promise<boolean>
  onTakeBack: (entry: ContactEntry) => void
  /** Told when a take-back starts waiting and when it ends, whatever its outcome. */
  onWaiting: (waiting: boolean) => void
}

/** A message waiting in the outbox, which the reader may still take back. */
export function WaitingMessage({ entry, mayTakeBack, onTakeBack, onWaiting }: WaitingMessageProps) {
  // A delivery under way holds the outbox until it ends; the button waits with it.
  const [asking, setAsking] = useState(false)
  const { subject } = entry.payload
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line py-2 pe-2 ps-4 text-sm">
      <span className="min-w-0 break-words font-semibold">{subject}</span>
      <button
        type="button"
        disabled={asking}
        aria-label={fill(words.dontSendThis, { subject })}
        className={buttonClass('ghost')}
        onClick={async () => {
          // Enabled while the reader answers, so the focus the question hands back lands here.
          if (!(await mayTakeBack(entry))) return
          setAsking(true)
          onWaiting(true)
          await dontSend(entry, onTakeBack)
            .catch((error: unknown) => console.error('The message could not be taken back:', error))
            .finally(() => {
              setAsking(false)
              onWaiting(false)
            })
        }}
      >
        {asking ? words.takingBack : words.dontSend}
      </button>
    </li>
  )
}
