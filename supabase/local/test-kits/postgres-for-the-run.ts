// Vitest's global setup: one throwaway Postgres cluster for the whole run, so every store test can
// also run on the server Supabase runs (a fresh database per test file), not only on PGlite.
import type { TestProject } from 'vitest/node'
import { noPostgresMessage, postgresBinDir, startThrowawayPostgres } from './throwaway-postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's cluster, or '' when no Postgres server is installed (the tests on it are skipped). */
    postgresUrl: string
  }
}

export default async function startPostgresForTheRun(project: TestProject) {
  const bin = postgresBinDir()
  // CI installs Postgres (.ci/run), so there a missing server is a failure, never a skip.
  if (!bin && process.env.CI) throw new Error(`CI is set: ${noPostgresMessage}`)
  if (!bin) {
    project.provide('postgresUrl', '')
    return
  }
  const server = await startThrowawayPostgres(bin)
  project.provide('postgresUrl', server.url)
  return () => server.stop()
}
