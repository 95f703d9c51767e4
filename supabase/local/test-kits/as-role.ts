import type { Migratable } from '../server/migrate.ts'

/**
 * Runs `action` as `role`, as PostgREST would for the public API, then as the owner again whatever
 * happened. `db` must be one session (PGlite, or a one-connection pool) for the role to hold.
 */
export async function asRole<T>(db: Pick<Migratable, 'exec'>, role: string, action: () => Promise<T>): Promise<T> {
  await db.exec(`set role ${role}`)
  try {
    return await action()
  } finally {
    await db.exec('reset role')
  }
}
