// Supabase Edge Functions entry (Deno): wires the portable, Node-tested handler to the platform.
import { mailerFromEnv } from '../_shared/mailer.ts'
import { clientAddressFromEnv, databaseQuery, env, waitUntil } from '../_shared/supabase-platform.ts'
import { audienceFromEnv } from './audience.ts'
import { createNewsletterHandler } from './handler.ts'
import { confirmationMail } from './mail.ts'
import { readNewsletterSettings } from './settings.ts'
import { createSqlNewsletterStore } from './store.ts'

Deno.serve(
  createNewsletterHandler({
    store: createSqlNewsletterStore(databaseQuery()),
    mailer: mailerFromEnv(confirmationMail, env),
    audience: audienceFromEnv(env),
    clock: () => new Date(),
    settings: readNewsletterSettings(env),
    clientAddress: clientAddressFromEnv(),
    waitUntil,
  }),
)
