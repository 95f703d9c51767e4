// What the Deno-entry tests share: a function's Supabase entry run for real by Deno, talking
// Postgres wire protocol to PGlite, started before the file's tests and stopped after them.
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { afterAll, beforeAll, vi } from 'vitest'
import type { ContactDatabase } from '../server/database.ts'
import { type DenoFunction, startDenoFunction } from './deno-function.ts'
import { freshPgliteDatabase } from './fresh-pglite-database.ts'

/** Starts `entry` with `env` (and PGlite's SUPABASE_DB_URL); the getters hold once the tests run. */
export function denoOnPglite(env: Record<string, string>, entry?: string) {
  // PGlite's cold start is slow, and far slower on a busy machine.
  vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })
  let database: ContactDatabase
  let socket: PGLiteSocketServer
  let deno: DenoFunction
  beforeAll(async () => {
    database = await freshPgliteDatabase()
    socket = new PGLiteSocketServer({ db: database.db, host: '127.0.0.1', port: 0, maxConnections: 20 })
    await socket.start()
    const url = `postgres://postgres:postgres@${socket.getServerConn()}/postgres`
    deno = await startDenoFunction({ SUPABASE_DB_URL: url, ...env }, entry)
  }, 240_000)
  afterAll(async () => {
    deno?.stop()
    await socket?.stop()
    await database?.close()
  })
  return {
    get database() {
      return database
    },
    get deno() {
      return deno
    },
  }
}
