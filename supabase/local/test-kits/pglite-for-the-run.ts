// Vitest's global setup: PGlite started and migrated once for the run, its data dir kept as a file; each test file
// starts its own PGlite from that copy (fresh-pglite-database.ts) in a fifth of the CPU a start and migration take.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openContactDatabase } from '../server/database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated PGlite's data dir (a tar), for each test file's own copy. */
    pgliteSnapshot: string
  }
}

export default async function migratePgliteForTheRun(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'contact-pglite-'))
  const snapshot = join(dir, 'migrated.tar')
  const { db, close } = await openContactDatabase()
  try {
    await writeFile(snapshot, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()))
  } finally {
    await close()
  }
  project.provide('pgliteSnapshot', snapshot)
  return () => rm(dir, { recursive: true, force: true })
}
