// Supabase Edge Functions entry (Deno). Everything it wires together is portable and tested
// under Node; this file adds only the Postgres connection and the platform's client address.
import postgres from 'postgres'
import { createContactHandler } from './handler.ts'
import { mailerFromEnv } from './mailer-from-env.ts'
import { ConfigurationError, readContactSettings } from './settings.ts'
import { createSqlContactStore } from './store.ts'

const env = (name: string) => Deno.env.get(name)

const databaseUrl = env('SUPABASE_DB_URL')
if (!databaseUrl) throw new ConfigurationError('SUPABASE_DB_URL is not set (Supabase sets it for deployed functions).')

// prepare: false keeps it working through Supabase's transaction pooler too.
const sql = postgres(databaseUrl, { prepare: false })

/**
 * The platform's proxies append the address they saw to X-Forwarded-For, so the last entry is
 * theirs; earlier entries are whatever the caller sent. Cloudflare's header, when present,
 * is set by Cloudflare alone.
 */
function clientAddress(request: Request): string | undefined {
  const cloudflare = request.headers.get('cf-connecting-ip')
  if (cloudflare) return cloudflare.trim()
  return request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || undefined
}

Deno.serve(
  createContactHandler({
    store: createSqlContactStore((text, params) => sql.unsafe(text, params)),
    mailer: mailerFromEnv(env),
    clock: () => new Date(),
    settings: readContactSettings(env),
    clientAddress,
  }),
)
