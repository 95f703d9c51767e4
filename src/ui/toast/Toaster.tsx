import * as words from 'virtual:words/notices'
import { useAtomValue } from 'jotai'
import { X } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { buttonClass } from '#src/ui/button-styles.ts'
import { useShownWhileLeaving } from '#src/ui/use-shown-while-leaving.ts'
import { toastHostAtom } from './toast-host.ts'
import { dismissToast, type Toast, type ToastVariant, toastsAtom } from './toasts.ts'
import { departed, toastsToDraw } from './toasts-to-draw.ts'

const look: Record<ToastVariant, string> = {
  default: 'border-line bg-surface text-ink',
  destructive: 'border-danger bg-danger text-on-danger',
}

interface ToastCardProps {
  toast: Toast
  /** Dismissed, and fading out: out of reach of taps and screen readers already. */
  leaving: boolean
  onGone: (id: number) => void
}

function ToastCard({ toast, leaving, onGone }: ToastCardProps) {
  const card = useRef<HTMLLIElement>(null)
  // Drawn until its fade has played, as the dialog and the chat panel are.
  const shown = useShownWhileLeaving(!leaving, card)
  useEffect(() => {
    if (!shown) onGone(toast.id)
  }, [shown, onGone, toast.id])
  return (
    <li
      ref={card}
      inert={leaving}
      className={`pointer-events-auto relative rounded-xl border p-4 pe-12 shadow-lg transition duration-200 ease-out starting:translate-y-2 starting:opacity-0 ${leaving ? 'translate-y-2 opacity-0' : ''} ${look[toast.variant]}`}
    >
      <p className="font-semibold">{toast.title}</p>
      <p className="text-sm opacity-90">{toast.description}</p>
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            dismissToast(toast.id)
            toast.action?.run()
          }}
          className={buttonClass('primary', 'mt-3')}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={words.dismiss}
        className="absolute top-1.5 end-1.5 grid size-11 place-items-center rounded-full opacity-80 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  )
}

// Never over what is read first or over a dialog's close control: at the bottom in a dialog and on a phone (above the
// floating buttons, by the thumb), at the top right of a wide screen, beside the content's column.
const inDialog = 'bottom-0'
const onPage = 'bottom-[calc(max(0rem,env(safe-area-inset-bottom))+4rem)] sm:top-0 sm:bottom-auto'

/**
 * Two live regions that always exist, so screen readers hear every toast; errors interrupt, the rest wait.
 * While a modal dialog is open they live inside it (toast-host.ts).
 */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom)
  const host = useAtomValue(toastHostAtom)
  // Those just dismissed stay drawn while they fade out.
  const [previous, setPrevious] = useState(toasts)
  const [leaving, setLeaving] = useState<readonly Toast[]>([])
  if (previous !== toasts) {
    setPrevious(toasts)
    setLeaving((list) => [...list, ...departed(previous, toasts)])
  }
  const forget = useCallback((id: number) => setLeaving((list) => list.filter((toast) => toast.id !== id)), [])
  const drawn = toastsToDraw(toasts, leaving)
  const regions: [ToastVariant, 'status' | 'alert'][] = [
    ['default', 'status'],
    ['destructive', 'alert'],
  ]
  const section = (
    <section
      aria-label={words.notifications}
      className={`pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end ${host ? inDialog : onPage}`}
    >
      {regions.map(([variant, role]) => (
        <div key={variant} role={role} className="w-full max-w-sm">
          <ol className="flex flex-col gap-2">
            {drawn
              .filter(({ toast }) => toast.variant === variant)
              .map(({ toast, leaving }) => (
                <ToastCard key={toast.id} toast={toast} leaving={leaving} onGone={forget} />
              ))}
          </ol>
        </div>
      ))}
    </section>
  )
  return host ? createPortal(section, host) : section
}
