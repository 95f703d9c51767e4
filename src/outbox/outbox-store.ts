import { createStore, del, delMany, entries, get, set, values } from 'idb-keyval'
import type { OutboxEntry } from './outbox-entry.ts'
import { outboxDatabaseName } from './outbox-names.ts'

export interface OutboxStore {
  all(): Promise<OutboxEntry[]>
  get(id: string): Promise<OutboxEntry | undefined>
  put(entry: OutboxEntry): Promise<void>
  remove(id: string): Promise<void>
  /** Removes a delivered entry and remembers that it went, for a take-back that comes too late. */
  removeDelivered(id: string, at: number): Promise<void>
  wasDelivered(id: string): Promise<boolean>
  /** Forgets the deliveries made at or before `time`. */
  forgetDeliveredUntil(time: number): Promise<void>
}

/**
 * The entries, keyed by id, in their own IndexedDB database (shared by the page and the worker); the
 * ids delivered in a database of their own, as idb-keyval keeps one object store a database and reading
 * the entries reads their whole store.
 */
export function idbOutboxStore(name = outboxDatabaseName): OutboxStore {
  const store = createStore(name, 'entries')
  const delivered = createStore(`${name}-delivered`, 'ids')
  return {
    all: () => values<OutboxEntry>(store),
    get: (id) => get<OutboxEntry>(id, store),
    put: (entry) => set(entry.id, entry, store),
    remove: (id) => del(id, store),
    async removeDelivered(id, at) {
      await set(id, at, delivered)
      await del(id, store)
    },
    wasDelivered: async (id) => (await get<number>(id, delivered)) !== undefined,
    async forgetDeliveredUntil(time) {
      const old = (await entries<string, number>(delivered)).filter(([, at]) => at <= time)
      if (old.length)
        await delMany(
          old.map(([id]) => id),
          delivered,
        )
    },
  }
}
