// Supabase Edge Functions entry (Deno). Everything it wires together is portable and tested
// under Node; this file adds only the Postgres connection and the platform's client address.
import postgres from 'postgres'
import { ConfigurationError } from '../_shared/settings.ts'
import { createContactHandler } from './handler.ts'
import { mailerFromEnv } from './mailer-from-env.ts'
import { readContactSettings } from './settings.ts'
import { createSqlContactStore } from './store.ts'

const env = (name: string) => Deno.env.get(name)

const databaseUrl = env('SUPABASE_DB_URL')
if (!databaseUrl) throw new ConfigurationError('SUPABASE_DB_URL is not set (Supabase sets it for deployed functions).')

// prepare: false keeps it working through Supabase's transaction pooler too.
const sql = postgres(databaseUrl, { prepare: false })

// Supabase's edge runs behind Cloudflare, which sets CF-Connecting-IP on every request and
// overwrites any the caller sent; X-Forwarded-For keeps what the caller wrote (decision 0005).
// A host behind another proxy names the header that proxy sets.
const addressHeader = env('CONTACT_CLIENT_ADDRESS_HEADER') || 'cf-connecting-ip'

Deno.serve(
  createContactHandler({
    store: createSqlContactStore((text, params) => sql.unsafe(text, params)),
    mailer: mailerFromEnv(env),
    clock: () => new Date(),
    settings: readContactSettings(env),
    clientAddress: (request) => request.headers.get(addressHeader) ?? undefined,
  }),
)
