import { Workbox } from 'workbox-window'
import { scheduleUpdateChecks } from './update-checks.ts'
import { announceUpdates } from './update-notices.ts'

/** Registers the worker and announces its news; loaded after the start, so none of it weighs on the first paint. */
export async function startWorker(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return
  const wb = new Workbox('/sw.js')
  announceUpdates(wb)
  await wb.register()
  // Offline the check fails; the next one tries again.
  scheduleUpdateChecks(() => void wb.update().catch(() => {}), signal)
}
