import { site } from 'virtual:content/site'
import * as words from 'virtual:words/outbox'
import { Clock } from 'lucide-react'
import { counted } from '#src/content/counted.ts'

/** How many messages have had to wait in the outbox; the region is always there, so a change is announced. */
export function PendingCount({ count }: { count: number }) {
  return (
    <p
      aria-live="polite"
      className="flex min-h-6 items-center justify-center gap-2 text-sm text-muted sm:justify-start"
    >
      {count > 0 && (
        <>
          <Clock aria-hidden="true" className="size-4" />
          {counted(words.pending, site.language, count, {})}
        </>
      )}
    </p>
  )
}
