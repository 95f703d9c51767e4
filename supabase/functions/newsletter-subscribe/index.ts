// Supabase Edge Functions entry (Deno): wires the portable, Node-tested handler to the platform.
import { clientAddressFromEnv, databaseQuery, env, waitUntil } from '../_shared/supabase-platform.ts'
import { createNewsletterHandler } from './handler.ts'
import { audienceFromEnv, newsletterMailerFromEnv } from './mailer-from-env.ts'
import { readNewsletterSettings } from './settings.ts'
import { createSqlNewsletterStore } from './store.ts'

Deno.serve(
  createNewsletterHandler({
    store: createSqlNewsletterStore(databaseQuery()),
    mailer: newsletterMailerFromEnv(env),
    audience: audienceFromEnv(env),
    clock: () => new Date(),
    settings: readNewsletterSettings(env),
    clientAddress: clientAddressFromEnv(),
    waitUntil,
  }),
)
