/**
 * Browser tests run without the service worker (the config blocks it): each test is a first visit, whose worker
 * would precache the whole site beside it, a quarter of such a test's CPU. A spec about what the worker does
 * (offline, updates, the outbox, repeat visits, the impatient reader whose first visit installs it) asks for it,
 * whole or in a group of its own.
 */
export const withTheWorker = { serviceWorkers: 'allow' } as const

/** For a context a test makes itself (`browser.newContext`), which the config's options do not reach. */
export const withoutTheWorker = { serviceWorkers: 'block' } as const
