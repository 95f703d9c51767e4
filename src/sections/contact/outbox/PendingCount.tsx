import { Clock } from 'lucide-react'

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
          {count === 1 ? '1 message' : `${count} messages`} waiting to be sent
        </>
      )}
    </p>
  )
}
