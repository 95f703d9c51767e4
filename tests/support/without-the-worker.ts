/**
 * For specs about what the page shows and does, not what the service worker keeps: each test is a first
 * visit, whose worker would precache the whole site beside it (a quarter of such a test's CPU in a run).
 * The worker's own paths (offline, updates, the outbox, repeat visits) are tested with it, as is the
 * impatient reader, whose first visit installs it.
 */
export const withoutTheWorker = { serviceWorkers: 'block' } as const

/** In a spec run `withoutTheWorker`, the tests about what the worker keeps, in a group of their own. */
export const withTheWorker = { serviceWorkers: 'allow' } as const
