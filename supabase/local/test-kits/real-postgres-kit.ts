// What the tests on a real Postgres server share: a fresh database on the run's cluster, migrated,
// with a function's Supabase entry running under Deno against it; without an installed server, a loud skip.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, vi } from 'vitest'
import { type DenoFunction, startDenoFunction } from './deno-function.ts'
import { freshPostgresDatabase, postgresOfTheRun } from './fresh-postgres-database.ts'

/** Starts `entry` with `env` (and a fresh database's SUPABASE_DB_URL) before the file's tests, stops it after. */
export function realPostgresFunction(testFile: string, env: Record<string, string>, entry?: string) {
  vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 })
  const serverUrl = postgresOfTheRun(testFile)

  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined
  let deno: DenoFunction | undefined
  beforeAll(async () => {
    if (!serverUrl) return
    database = await freshPostgresDatabase(serverUrl)
    deno = await startDenoFunction({ SUPABASE_DB_URL: database.url, ...env }, entry)
  })
  afterAll(async () => {
    deno?.stop()
    await database?.close()
  })

  const running = <T>(value: T | undefined) => {
    if (value === undefined) throw new Error(`${testFile}: the server is not running`)
    return value
  }
  return {
    skipped: !serverUrl,
    get sql() {
      return running(database).sql
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
      return running(database).sql.begin(async (tx) => {
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
