import type { BrowserContext, Page } from '@playwright/test'
import { outboxSyncTag } from '#src/outbox/outbox-names.ts'

/** Fires the worker's `sync` event on demand through the DevTools protocol. */
export async function syncDispatcher(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted)
      if (live) resolve(live.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  const registrationId = await registered
  const origin = new URL(page.url()).origin
  return () =>
    cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: outboxSyncTag, lastChance: false })
}
