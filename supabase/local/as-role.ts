import type { PGlite } from '@electric-sql/pglite'

/** Runs `action` as `role`, as PostgREST would for the public API, then as the owner again whatever happened. */
export async function asRole<T>(db: PGlite, role: string, action: () => Promise<T>): Promise<T> {
  await db.exec(`set role ${role}`)
  try {
    return await action()
  } finally {
    await db.exec('reset role')
  }
}
