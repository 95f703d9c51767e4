import { createStore, get, set, type UseStore } from 'idb-keyval'

export interface ReadingPositions {
  /** How far the reader got in this book's sample (0..1), or undefined before the first visit. */
  get(slug: string): Promise<number | undefined>
  put(slug: string, progress: number): Promise<void>
}

// Its own database: a version bump or a clear elsewhere (the contact outbox) never touches the reader's place.
const databaseName = 'reading-positions'

const isProgress = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1

/** Each book's progress through its sample, keyed by the book's slug. */
export function idbReadingPositions(store: UseStore = createStore(databaseName, 'positions')): ReadingPositions {
  return {
    // Storage can be blocked or wiped mid-read; a missing place only means starting at the top.
    get: (slug) =>
      get<unknown>(slug, store).then(
        (value) => (isProgress(value) ? value : undefined),
        () => undefined,
      ),
    put: (slug, progress) => set(slug, progress, store).catch(() => undefined),
  }
}

let shared: ReadingPositions | undefined

/** One store for the page, so a save on leaving the sample is ordered before the book page's read. */
export const readingPositions = (): ReadingPositions => {
  shared ??= idbReadingPositions()
  return shared
}
