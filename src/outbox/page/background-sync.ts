import { outboxSyncTag } from '#src/outbox/outbox-names.ts'

// TypeScript's DOM library has no Background Sync yet (Chromium only).
declare global {
  interface SyncManager {
    register(tag: string): Promise<void>
  }
  interface ServiceWorkerRegistration {
    readonly sync?: SyncManager
  }
}

/**
 * Asks the worker to flush once the browser sees a network, even if every tab is closed by then.
 * Where there is no worker or no Background Sync (Safari, Firefox) the page's own triggers do it.
 */
export async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    await registration?.sync?.register(outboxSyncTag)
  } catch (error) {
    console.warn('Background Sync is unavailable; this page will retry by itself:', error)
  }
}
