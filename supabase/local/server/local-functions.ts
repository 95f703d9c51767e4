import type { PGlite } from '@electric-sql/pglite'
import { describeError } from '../../functions/_shared/log.ts'
import { type ContactHandler, createContactHandler } from '../../functions/send-contact-email/handler.ts'
import { createLocalNewsletter, type LocalNewsletter } from './local-newsletter.ts'
import type { LocalSettings } from './local-settings.ts'
import { contactStoreOn } from './pglite-store.ts'

const sweepIntervalMs = 60_000
const logSweepFailure = (error: unknown) => console.error(`[local backend] sweep failed: ${describeError(error)}`)

export interface LocalFunctions {
  contact: ContactHandler
  newsletter: LocalNewsletter
  /** Stops the sweep. */
  stop(): void
}

/** Both functions on one opened database, swept every minute as pg_cron does on Supabase. */
export function startLocalFunctions(
  db: PGlite,
  settings: LocalSettings,
  clientAddress: (request: Request) => string | undefined,
): LocalFunctions {
  const contact = createContactHandler({
    store: contactStoreOn(db),
    mailer: settings.mailer,
    clock: () => new Date(),
    settings: settings.contact,
    clientAddress,
  })
  const newsletter = createLocalNewsletter({
    db,
    mailer: settings.newsletterMailer,
    audience: settings.audience,
    settings: settings.newsletter,
    clientAddress,
  })
  // Retry unsent notifications, send what waited for room, forget what no longer serves.
  const sweeping = setInterval(() => {
    void contact.sweep().catch(logSweepFailure)
    void newsletter.handler.sweep().catch(logSweepFailure)
    void newsletter.forget().catch(logSweepFailure)
  }, sweepIntervalMs)
  sweeping.unref()
  return { contact, newsletter, stop: () => clearInterval(sweeping) }
}
