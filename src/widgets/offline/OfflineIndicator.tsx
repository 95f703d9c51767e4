import { WifiOff } from 'lucide-react'
import { useOnline } from './use-online.ts'

/**
 * Top-left, clear of the toasts (top-right on wide screens) and the floating buttons below.
 * The polite region always exists, so screen readers hear the pill when it is added.
 */
export function OfflineIndicator() {
  const online = useOnline()
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-[max(1rem,env(safe-area-inset-top))] left-[max(1rem,env(safe-area-inset-left))] z-40"
    >
      {!online && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink shadow-md"
        >
          <WifiOff aria-hidden="true" className="size-4 text-muted" />
          You're offline
        </p>
      )}
    </div>
  )
}
