import { createOutbox, type Lock } from './outbox.ts'
import { broadcastOutboxEvent } from './outbox-events.ts'
import { outboxLockName } from './outbox-names.ts'
import { idbOutboxStore } from './outbox-store.ts'
import { sendEntry } from './send-entry.ts'

// Web Locks exist in pages and workers alike; without them (very old browsers) flushes may overlap,
// and the Idempotency-Key still keeps the server from storing a message twice.
const webLock: Lock = (task) => (globalThis.navigator?.locks ? navigator.locks.request(outboxLockName, task) : task())

/** The one outbox of the site, for every kind of entry, the same in every tab and in the service worker. */
export const siteOutbox = createOutbox({
  store: idbOutboxStore(),
  send: (entry) => sendEntry(entry),
  lock: webLock,
  notify: broadcastOutboxEvent,
  now: Date.now,
  random: Math.random,
})

/** For the worker's `sync` event: a rejection tells the browser to try the sync again later. */
export async function flushForBackgroundSync(): Promise<void> {
  const { waiting } = await siteOutbox.flush('reconnect')
  if (waiting > 0) throw new Error(`${waiting} entries still waiting; asking for another sync`)
}
