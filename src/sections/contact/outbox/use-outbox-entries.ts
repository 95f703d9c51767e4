import { useEffect, useState } from 'react'
import { type ContactEntry, isContactEntry } from '#src/outbox/outbox-entry.ts'
import { onOutboxEvent } from '#src/outbox/outbox-events.ts'
import { siteOutbox } from '#src/outbox/site-outbox.ts'

/** The outbox's contact messages (sign-ups are the newsletter form's to show), read again whenever any tab or the worker changes them. Empty before hydration. */
export function useOutboxEntries(): ContactEntry[] {
  const [entries, setEntries] = useState<ContactEntry[]>([])
  useEffect(() => {
    let live = true
    const read = () =>
      siteOutbox.list().then(
        (list) => live && setEntries(list.filter(isContactEntry)),
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
