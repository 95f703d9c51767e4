import * as words from 'virtual:words/outbox'
import { useEffect, useId, useRef } from 'react'
import { buttonClass } from '#src/ui/button-styles.ts'
import { Dialog } from '#src/ui/Dialog.tsx'

interface ReplaceTypedDialogProps {
  open: boolean
  onAnswer: (replace: boolean) => void
}

/** Asked before a message's words go into a form holding other words; Escape, the close button and the backdrop keep them. */
export function ReplaceTypedDialog({ open, onAnswer }: ReplaceTypedDialogProps) {
  const headingId = useId()
  const keep = useRef<HTMLButtonElement>(null)
  // Runs after the Dialog's own effect has opened it, which focuses its close button first: the safe choice takes the focus.
  useEffect(() => {
    if (open) keep.current?.focus()
  }, [open])
  return (
    <Dialog open={open} onClose={() => onAnswer(false)} labelledBy={headingId} className="max-w-md">
      <h2 id={headingId} className="pe-10 text-2xl font-semibold">
        {words.replaceHeading}
      </h2>
      <p className="mt-2 text-muted">{words.replaceText}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button ref={keep} type="button" className={buttonClass('outline')} onClick={() => onAnswer(false)}>
          {words.keep}
        </button>
        <button type="button" className={buttonClass('primary')} onClick={() => onAnswer(true)}>
          {words.replace}
        </button>
      </div>
    </Dialog>
  )
}
