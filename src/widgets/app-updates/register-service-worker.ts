import { scheduleUpdateChecks } from './update-checks'
import { announceUpdates } from './update-notices'

/** Production builds only: the dev server serves no worker. Returns the effect's cleanup. */
export function registerServiceWorker(): () => void {
  const stop = new AbortController()
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    afterLoad(() => {
      start(stop.signal).catch((error: unknown) => console.warn('The site will not work offline:', error))
    }, stop.signal)
  }
  return () => stop.abort()
}

// Neither workbox-window nor the worker's precache download may compete with the first paint.
function afterLoad(run: () => void, signal: AbortSignal): void {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true, signal })
}

async function start(signal: AbortSignal): Promise<void> {
  const { Workbox } = await import('workbox-window')
  if (signal.aborted) return
  const wb = new Workbox('/sw.js')
  announceUpdates(wb)
  await wb.register()
  // Offline the check fails; the next one tries again.
  scheduleUpdateChecks(() => void wb.update().catch(() => {}), signal)
}
