// Supabase Edge Functions entry (Deno): wires the portable, Node-tested handler to the platform.
import { clientAddressFromEnv, databaseQuery, env } from '../_shared/supabase-platform.ts'
import { createContactHandler } from './handler.ts'
import { mailerFromEnv } from './mailer-from-env.ts'
import { readContactSettings } from './settings.ts'
import { createSqlContactStore } from './store.ts'

Deno.serve(
  createContactHandler({
    store: createSqlContactStore(databaseQuery()),
    mailer: mailerFromEnv(env),
    clock: () => new Date(),
    settings: readContactSettings(env),
    clientAddress: clientAddressFromEnv(),
  }),
)
