import * as words from 'virtual:words/notices'
import { WifiOff } from 'lucide-react'
import { useOnline } from './use-online.ts'

/**
 * Hung under the site's header, in a slot of no height: it takes no room, so nothing moves when it
 * shows, and it lies over the page's top margin, not the header's links; scrolled, it stays under the
 * header, or at the top while a phone's header is away; on a page whose way back holds tools at its end (a sample's
 * text size), below that row. The polite region always exists, so screen readers hear the pill when it is added.
 */
export function OfflineIndicator() {
  const online = useOnline()
  return (
    <div aria-live="polite" className="pointer-events-none absolute inset-x-0 top-full h-0">
      <div className="relative mx-auto h-0 max-w-6xl">
        {!online && (
          <p
            role="status"
            className="absolute top-2 end-4 flex [:root:has([data-tools-row])_&]:top-[3.875rem] items-center gap-1.5 rounded-full border border-line bg-surface px-2.5 py-1 text-xs font-medium text-ink shadow-md sm:end-6"
          >
            <WifiOff aria-hidden="true" className="size-3.5 text-muted" />
            {words.offline}
          </p>
        )}
      </div>
    </div>
  )
}
