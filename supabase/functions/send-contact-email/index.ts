// Supabase Edge Functions entry (Deno): wires the portable, Node-tested handler to the platform.
import { mailerFromEnv } from '../_shared/mailer.ts'
import { clientAddressFromEnv, databaseQuery, env } from '../_shared/supabase-platform.ts'
import { createContactHandler } from './handler.ts'
import { notificationMail } from './notification.ts'
import { readContactSettings } from './settings.ts'
import { createSqlContactStore } from './store.ts'

Deno.serve(
  createContactHandler({
    store: createSqlContactStore(databaseQuery()),
    mailer: mailerFromEnv(notificationMail, env),
    clock: () => new Date(),
    settings: readContactSettings(env),
    clientAddress: clientAddressFromEnv(),
  }),
)
