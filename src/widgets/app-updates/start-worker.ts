import { Workbox } from 'workbox-window'
import { deliverWaiting } from '#src/outbox/page/deliver-waiting.ts'
import { scheduleUpdateChecks } from './update-checks.ts'
import { announceUpdates } from './update-notices.ts'

/**
 * Registers the worker and announces its news, and sends what an earlier visit left waiting in the
 * outbox; loaded after the start, so none of it weighs on the first paint.
 */
export async function startWorker(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return
  deliverWaiting().catch((error: unknown) => console.warn('The contact outbox could not be read:', error))
  const wb = new Workbox('/sw.js')
  announceUpdates(wb)
  await wb.register()
  // Offline the check fails; the next one tries again.
  scheduleUpdateChecks(() => void wb.update().catch(() => {}), signal)
}
