import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { lockDataDir } from './data-dir-lock.ts'
import { applyMigrations } from './migrate.ts'

export interface ContactDatabase {
  db: PGlite
  /** Closes the database and gives its data dir back. */
  close(): Promise<void>
}

export interface ReservedDatabase {
  /** Opens and migrates the database; a failure keeps the reservation, so it can be tried again. */
  open(): Promise<ContactDatabase>
  release(): Promise<void>
}

/**
 * Takes the data dir for this process, so a second server on it is refused before it starts.
 * In memory (`location` absent or `memory://`, the tests) there is nothing to take.
 */
export async function reserveContactDatabase(location?: string): Promise<ReservedDatabase> {
  const inMemory = location === undefined || location.startsWith('memory://')
  let release = async () => {}
  if (!inMemory) {
    await mkdir(location, { recursive: true })
    release = await lockDataDir(location)
  }
  return {
    async open() {
      let db: PGlite | undefined
      try {
        db = await PGlite.create(inMemory ? {} : { dataDir: location })
        await applyMigrations(db)
      } catch (error) {
        await db?.close()
        throw error
      }
      const opened = db
      return {
        db: opened,
        async close() {
          await opened.close()
          await release()
        },
      }
    },
    release,
  }
}

/** A migrated database that this process holds until close(). */
export async function openContactDatabase(location?: string): Promise<ContactDatabase> {
  const reserved = await reserveContactDatabase(location)
  try {
    return await reserved.open()
  } catch (error) {
    await reserved.release()
    throw error
  }
}
