import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { inject } from 'vitest'
import { applyMigrations } from '../server/migrate.ts'
import { migratable } from './postgres-js.ts'
import { noPostgresMessage } from './throwaway-postgres.ts'

/** The run's Postgres cluster (see postgres-for-the-run.ts), or undefined when none is installed. */
export function postgresOfTheRun(testFile: string): string | undefined {
  const url = inject('postgresUrl')
  if (!url) console.warn(`${testFile}: its tests on Postgres are SKIPPED: ${noPostgresMessage}`)
  return url || undefined
}

/**
 * A new, migrated database on the run's cluster, for one test file: its URL, and a connection
 * that is one session (so `set role` holds for the statements after it, as on PGlite).
 */
export async function freshPostgresDatabase(serverUrl: string) {
  const name = `test_${randomBytes(8).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const sql = postgres(url.href, { max: 1, onnotice: () => {} })
  await applyMigrations(migratable(sql))
  return { url: url.href, sql, close: () => sql.end() }
}
