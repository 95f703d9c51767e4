// What the tests on a real Postgres server share: a throwaway cluster, migrated, with a function's
// Supabase entry running under Deno against it; without an installed server, a loud skip.
import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, beforeAll, vi } from 'vitest'
import { type DenoFunction, startDenoFunction } from './deno-function.ts'
import { applyMigrations } from './migrate.ts'
import { migratable } from './postgres-js.ts'
import {
  noPostgresMessage,
  postgresBinDir,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from './throwaway-postgres.ts'

/** Starts `entry` with `env` (and the cluster's SUPABASE_DB_URL) before the file's tests, stops all after. */
export function realPostgresFunction(testFile: string, env: Record<string, string>, entry?: string) {
  vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 })
  const bin = postgresBinDir()
  // CI installs Postgres (.ci/run), so there a missing server is a failure, never a skip.
  if (!bin && process.env.CI) throw new Error(`CI is set: ${noPostgresMessage}`)
  if (!bin) console.warn(`${testFile} SKIPPED: ${noPostgresMessage}`)

  let server: ThrowawayPostgres | undefined
  let sql: postgres.Sql | undefined
  let deno: DenoFunction | undefined
  beforeAll(async () => {
    if (!bin) return
    server = await startThrowawayPostgres(bin)
    sql = postgres(server.url, { onnotice: () => {} })
    await applyMigrations(migratable(sql))
    deno = await startDenoFunction({ SUPABASE_DB_URL: server.url, ...env }, entry)
  })
  afterAll(async () => {
    deno?.stop()
    await sql?.end()
    await server?.stop()
  })

  const running = <T>(value: T | undefined) => {
    if (value === undefined) throw new Error(`${testFile}: the server is not running`)
    return value
  }
  return {
    skipped: !bin,
    get sql() {
      return running(sql)
    },
    get deno() {
      return running(deno)
    },
    /** Posts `body` as JSON under an Idempotency-Key, from `address` as Cloudflare names it. */
    post(body: unknown, { key = randomUUID(), address = '198.51.100.1' } = {}) {
      return fetch(running(deno).url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key, 'cf-connecting-ip': address },
        body: JSON.stringify(body),
      })
    },
    /** Runs `statement` as `role`, as PostgREST would for the public API. */
    as(role: string, statement: string) {
      return running(sql).begin(async (tx) => {
        await tx.unsafe(`set local role ${role}`)
        return tx.unsafe(statement)
      })
    },
  }
}

/** `count` requests made at once. */
export const all = <T>(count: number, make: (n: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, n) => make(n)))

export const statuses = (responses: Response[]) => responses.map((response) => response.status).sort()
