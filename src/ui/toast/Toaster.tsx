import * as words from 'virtual:words/notices'
import { useAtomValue } from 'jotai'
import { X } from 'lucide-react'
import { createPortal } from 'react-dom'
import { buttonClass } from '#src/ui/button-styles.ts'
import { toastHostAtom } from './toast-host.ts'
import { dismissToast, type Toast, type ToastVariant, toastsAtom } from './toasts.ts'

const look: Record<ToastVariant, string> = {
  default: 'border-line bg-surface text-ink',
  destructive: 'border-danger bg-danger text-on-danger',
}

function ToastCard({ toast }: { toast: Toast }) {
  return (
    <li
      className={`pointer-events-auto relative rounded-xl border p-4 pe-12 shadow-lg transition duration-200 ease-out starting:translate-y-2 starting:opacity-0 ${look[toast.variant]}`}
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
            {toasts
              .filter((toast) => toast.variant === variant)
              .map((toast) => (
                <ToastCard key={toast.id} toast={toast} />
              ))}
          </ol>
        </div>
      ))}
    </section>
  )
  return host ? createPortal(section, host) : section
}
