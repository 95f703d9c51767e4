// The store tests run twice: on PGlite, which the local server runs, and on the run's real
// Postgres server, which Supabase runs, so a difference between the two drivers cannot hide.
import { afterAll, beforeAll, describe } from 'vitest'
import type { Migratable } from '../server/migrate.ts'
import { freshPgliteDatabase } from './fresh-pglite-database.ts'
import { freshPostgresDatabase, postgresOfTheRun } from './fresh-postgres-database.ts'
import { migratable } from './postgres-js.ts'

/** A migrated database one test file has to itself, on either engine. */
export interface TestDatabase {
  db: Migratable
  close(): Promise<void>
}

/** Defines `tests` once per engine, `database()` holding that engine's database while they run. */
export function onEveryDatabase(testFile: string, tests: (database: () => TestDatabase) => void) {
  const postgresUrl = postgresOfTheRun(testFile)
  const engines = [
    { engine: 'PGlite', skip: false, open: (): Promise<TestDatabase> => freshPgliteDatabase() },
    {
      engine: 'Postgres',
      skip: !postgresUrl,
      async open(): Promise<TestDatabase> {
        const { sql, close } = await freshPostgresDatabase(postgresUrl ?? '')
        return { db: migratable(sql), close }
      },
    },
  ]
  for (const { engine, skip, open } of engines)
    describe.skipIf(skip)(`on ${engine}`, () => {
      let database: TestDatabase | undefined
      beforeAll(async () => {
        database = await open()
      })
      afterAll(() => database?.close())
      tests(() => {
        if (!database) throw new Error(`${testFile}: the ${engine} database is not open`)
        return database
      })
    })
}
