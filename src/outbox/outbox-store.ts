import { createStore, del, get, set, type UseStore, values } from 'idb-keyval'
import type { OutboxEntry } from './outbox-entry.ts'
import { outboxDatabaseName } from './outbox-names.ts'

export interface OutboxStore {
  all(): Promise<OutboxEntry[]>
  get(id: string): Promise<OutboxEntry | undefined>
  put(entry: OutboxEntry): Promise<void>
  remove(id: string): Promise<void>
}

/** The entries, keyed by id, in their own IndexedDB database (shared by the page and the worker). */
export function idbOutboxStore(store: UseStore = createStore(outboxDatabaseName, 'entries')): OutboxStore {
  return {
    all: () => values<OutboxEntry>(store),
    get: (id) => get<OutboxEntry>(id, store),
    put: (entry) => set(entry.id, entry, store),
    remove: (id) => del(id, store),
  }
}
