import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { lockDataDir } from './data-dir-lock.ts'
import { applyMigrations } from './migrate.ts'

export interface ContactDatabase {
  db: PGlite
  close(): Promise<void>
}

/**
 * A migrated PGlite database, in memory when `location` is absent or `memory://` (tests),
 * else persisted in that directory, which this process then holds until close().
 */
export async function openContactDatabase(location?: string): Promise<ContactDatabase> {
  const inMemory = location === undefined || location.startsWith('memory://')
  let unlock = async () => {}
  if (!inMemory) {
    await mkdir(location, { recursive: true })
    unlock = await lockDataDir(location)
  }
  let db: PGlite | undefined
  try {
    db = await PGlite.create(inMemory ? {} : { dataDir: location })
    await applyMigrations(db)
  } catch (error) {
    await db?.close()
    await unlock()
    throw error
  }
  const opened = db
  return {
    db: opened,
    async close() {
      await opened.close()
      await unlock()
    },
  }
}
