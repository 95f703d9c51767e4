import * as words from 'virtual:words/notices'
import { X } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { hostToasts } from './toast/toast-host.ts'
import { useShownWhileLeaving } from './use-shown-while-leaving.ts'

interface DialogProps {
  open: boolean
  onClose: () => void
  /** The id of the heading inside `children` that names the dialog. */
  labelledBy: string
  closeLabel?: string
  className?: string
  children: ReactNode
}

/**
 * A native modal <dialog>: the browser traps focus, makes the rest inert and handles Escape.
 * We add what it lacks everywhere: closing on a click outside and returning focus to the opener.
 */
export function Dialog({ open, onClose, labelledBy, closeLabel = words.close, className = '', children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  // A drag that starts inside (selecting text, swiping) and ends on the backdrop fires its click on the
  // <dialog> too; only a press that also began on the backdrop is a click outside.
  const pressedOnBackdrop = useRef(false)
  // Its content stays while it fades out (app.css), so it does not leave as an empty box.
  const shown = useShownWhileLeaving(open, dialog)

  useEffect(() => {
    const element = dialog.current
    if (!element || !open) return
    const opener = document.activeElement as HTMLElement | null
    element.showModal()
    const releaseToasts = hostToasts(element)
    return () => {
      releaseToasts()
      element.close()
      opener?.focus()
    }
  }, [open])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard's way out is Escape (onCancel)
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose()
      }}
      // dvh: 90% of what a phone shows under its address bar, so the bottom is never behind the browser's own bars.
      className={`dialog-motion m-auto max-h-[90dvh] w-[calc(100%-2rem)] overflow-hidden rounded-2xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/60 backdrop:backdrop-blur-sm ${className}`}
    >
      {shown && (
        <div className="relative max-h-[90dvh] scroll-pt-16 overflow-y-auto p-6 sm:p-8">
          {/* Sticky and of no height: the close button stays in the corner in reach as the content scrolls under it. */}
          <div className="sticky top-3 z-10 -mt-3 mb-3 -me-3 flex h-0 justify-end sm:-mt-5 sm:mb-5 sm:-me-5">
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="grid size-11 shrink-0 place-items-center rounded-full bg-surface/90 text-muted shadow-md ring-1 ring-line backdrop-blur-sm hover:bg-surface hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  )
}
