import type { FlushReport } from '#src/outbox/outbox.ts'
import type { FlushTrigger } from '#src/outbox/retry-policy.ts'
import { siteOutbox } from '#src/outbox/site-outbox.ts'
import { registerBackgroundSync } from './background-sync.ts'

/**
 * A flush from this page. Background Sync is asked for only once something has to wait: registered
 * while online, the sync would fire at once and race the page's own first attempt.
 */
export async function flushFromPage(trigger: FlushTrigger): Promise<FlushReport> {
  const report = await siteOutbox.flush(trigger)
  if (report.waiting > 0) await registerBackgroundSync()
  return report
}
