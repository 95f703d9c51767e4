import { X } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { hostToasts } from './toast/toast-host.ts'

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
export function Dialog({ open, onClose, labelledBy, closeLabel = 'Close', className = '', children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  // A drag that starts inside (selecting text, swiping) and ends on the backdrop fires its click on the
  // <dialog> too; only a press that also began on the backdrop is a click outside.
  const pressedOnBackdrop = useRef(false)

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
      className={`m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-hidden rounded-2xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/60 backdrop:backdrop-blur-sm ${className}`}
    >
      {open && (
        <div className="relative max-h-[90vh] overflow-y-auto p-6 sm:p-8">
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-muted hover:bg-ink/5 hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          {children}
        </div>
      )}
    </dialog>
  )
}
