import { isWaiting } from '#src/outbox/outbox-entry.ts'
import { onOutboxEvent } from '#src/outbox/outbox-events.ts'
import { siteOutbox } from '#src/outbox/site-outbox.ts'
import { holdOutboxTriggers } from './held-triggers.ts'

const anyWaiting = async () => (await siteOutbox.list()).some(isWaiting)

/**
 * A message or sign-up left waiting on an earlier visit goes out from whichever page the reader opens
 * next, its form on screen or not: the page's triggers run until nothing waits. Where the browser has
 * no Background Sync (Safari, Firefox) nothing else would send it before the reader reached a form.
 */
export async function deliverWaiting(): Promise<void> {
  if (!(await anyWaiting())) return
  // Listening before the triggers start: their first flush's news must not go unheard.
  const stopListening = onOutboxEvent(() => {
    anyWaiting().then((waiting) => {
      if (waiting) return
      stopListening()
      release()
    }, console.warn)
  })
  const release = holdOutboxTriggers()
}
