import { useEffect, useState } from 'react'
import { contactOutbox } from '#src/outbox/contact-outbox.ts'
import type { OutboxEntry } from '#src/outbox/outbox-entry.ts'
import { onOutboxEvent } from '#src/outbox/outbox-events.ts'

/** The outbox's entries, read again whenever any tab or the worker changes them. Empty before hydration. */
export function useOutboxEntries(): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([])
  useEffect(() => {
    let live = true
    const read = () =>
      contactOutbox.list().then(
        (list) => live && setEntries(list),
        () => {}, // No IndexedDB: nothing can be waiting.
      )
    const unsubscribe = onOutboxEvent(read)
    void read()
    return () => {
      live = false
      unsubscribe()
    }
  }, [])
  return entries
}
