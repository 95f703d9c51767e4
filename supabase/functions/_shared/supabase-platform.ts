// What every function's Supabase entry (index.ts) takes from the platform. Deno only, like the
// entries: the portable code never imports it, so Node's checks leave it to `deno check`.
import postgres from 'postgres'
import { ConfigurationError, type Env } from './settings.ts'
import type { SqlQuery } from './sql-query.ts'

// Supabase's edge runtime keeps an instance alive for what is handed to EdgeRuntime.waitUntil;
// plain Deno (the tests) has no such global and keeps running anyway.
declare const EdgeRuntime: { waitUntil(task: Promise<unknown>): void } | undefined

export const env: Env = (name) => Deno.env.get(name)

export function databaseQuery(): SqlQuery {
  const databaseUrl = env('SUPABASE_DB_URL')
  if (!databaseUrl)
    throw new ConfigurationError('SUPABASE_DB_URL is not set (Supabase sets it for deployed functions).')
  // prepare: false keeps it working through Supabase's transaction pooler too.
  const sql = postgres(databaseUrl, { prepare: false })
  return (text, params) => sql.unsafe(text, params)
}

/**
 * Supabase's edge runs behind Cloudflare, which sets CF-Connecting-IP on every request and
 * overwrites any the caller sent; X-Forwarded-For keeps what the caller wrote (decision 0005).
 * A host behind another proxy names the header that proxy sets.
 */
export function clientAddressFromEnv(): (request: Request) => string | undefined {
  const header = env('CONTACT_CLIENT_ADDRESS_HEADER') || 'cf-connecting-ip'
  return (request) => request.headers.get(header) ?? undefined
}

export const waitUntil = (task: Promise<unknown>) =>
  typeof EdgeRuntime === 'undefined' ? undefined : EdgeRuntime.waitUntil(task)
