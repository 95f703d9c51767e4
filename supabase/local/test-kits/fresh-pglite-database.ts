import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { inject } from 'vitest'
import type { ContactDatabase } from '../server/database.ts'

/**
 * A PGlite of its own for one test file, migrated as the local server's is (openContactDatabase): a copy of the
 * run's migrated data dir (pglite-for-the-run.ts), so no file pays for Postgres's setup and the migrations again.
 */
export async function freshPgliteDatabase(): Promise<ContactDatabase> {
  const snapshot = await readFile(inject('pgliteSnapshot'))
  const db = await PGlite.create({ loadDataDir: new Blob([snapshot]) })
  return { db, close: () => db.close() }
}
