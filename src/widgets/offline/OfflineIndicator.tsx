import * as words from 'virtual:words/notices'
import { WifiOff } from 'lucide-react'
import { useOnline } from './use-online.ts'

/**
 * Right under the site's header, in a sticky slot of no height: it takes no room, so nothing moves when
 * it shows, and it lies over the page's top margin, not the header's links; scrolled, it stays at the top.
 * The polite region always exists, so screen readers hear the pill when it is added.
 */
export function OfflineIndicator() {
  const online = useOnline()
  return (
    <div aria-live="polite" className="pointer-events-none sticky top-0 z-40 mx-auto h-0 max-w-6xl">
      {!online && (
        <p
          role="status"
          className="absolute top-2 right-4 flex items-center gap-1.5 rounded-full border border-line bg-surface px-2.5 py-1 text-xs font-medium text-ink shadow-md sm:right-6"
        >
          <WifiOff aria-hidden="true" className="size-3.5 text-muted" />
          {words.offline}
        </p>
      )}
    </div>
  )
}
