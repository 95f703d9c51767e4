// Supabase Edge Functions entry (Deno). Everything it wires together is portable and tested
// under Node; this file adds only the Postgres connection, the platform's client address and
// its way of finishing work after the answer.
import postgres from 'postgres'
import { ConfigurationError } from '../_shared/settings.ts'
import { createNewsletterHandler } from './handler.ts'
import { audienceFromEnv, newsletterMailerFromEnv } from './mailer-from-env.ts'
import { readNewsletterSettings } from './settings.ts'
import { createSqlNewsletterStore } from './store.ts'

// Supabase's edge runtime keeps an instance alive for what is handed to EdgeRuntime.waitUntil;
// plain Deno (the tests) has no such global and keeps running anyway.
declare const EdgeRuntime: { waitUntil(task: Promise<unknown>): void } | undefined

const env = (name: string) => Deno.env.get(name)

const databaseUrl = env('SUPABASE_DB_URL')
if (!databaseUrl) throw new ConfigurationError('SUPABASE_DB_URL is not set (Supabase sets it for deployed functions).')

// prepare: false keeps it working through Supabase's transaction pooler too.
const sql = postgres(databaseUrl, { prepare: false })

// Cloudflare's CF-Connecting-IP, as for the contact function (decision 0005).
const addressHeader = env('CONTACT_CLIENT_ADDRESS_HEADER') || 'cf-connecting-ip'

Deno.serve(
  createNewsletterHandler({
    store: createSqlNewsletterStore((text, params) => sql.unsafe(text, params)),
    mailer: newsletterMailerFromEnv(env),
    audience: audienceFromEnv(env),
    clock: () => new Date(),
    settings: readNewsletterSettings(env),
    clientAddress: (request) => request.headers.get(addressHeader) ?? undefined,
    waitUntil: (task) => (typeof EdgeRuntime === 'undefined' ? undefined : EdgeRuntime.waitUntil(task)),
  }),
)
