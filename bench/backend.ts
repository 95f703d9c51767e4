// `npm run bench:backend`: how many contact messages and newsletter sign-ups per second the real
// handlers take, in a PGlite database on disk and, where a Postgres server is installed, in a
// throwaway cluster (validation, hashing, the database functions and their bookkeeping; mail left out).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { englishReaderWords } from '../supabase/functions/_shared/reader-words.ts'
import type { SqlQuery } from '../supabase/functions/_shared/sql-query.ts'
import { createContactHandler } from '../supabase/functions/send-contact-email/handler.ts'
import { type ContactStore, createSqlContactStore } from '../supabase/functions/send-contact-email/store.ts'
import { openContactDatabase } from '../supabase/local/server/database.ts'
import { applyMigrations } from '../supabase/local/server/migrate.ts'
import { queryOn } from '../supabase/local/server/pglite-store.ts'
import { migratable, postgresQuery } from '../supabase/local/test-kits/postgres-js.ts'
import {
  noPostgresMessage,
  postgresBinDir,
  startThrowawayPostgres,
} from '../supabase/local/test-kits/throwaway-postgres.ts'
import { benchSignUps } from './backend/sign-ups.ts'
import { benchRuns } from './backend/timing.ts'

const messages = Number(process.env.BENCH_MESSAGES ?? 2000)

async function bench(database: string, store: ContactStore, count: SqlQuery) {
  let sent = 0
  const handler = createContactHandler({
    store,
    mailer: { send: async () => {} },
    clock: () => new Date(),
    settings: {
      allowedOrigins: '*',
      rateLimit: { max: messages, windowSeconds: 600, globalMax: messages * 4 },
      retentionDays: 90,
      addressSalt: 'bench',
      words: englishReaderWords,
    },
    clientAddress: (request) => request.headers.get('x-bench-client') ?? undefined,
  })
  async function sendOne() {
    const n = sent++
    const response = await handler(
      new Request('http://localhost/functions/v1/send-contact-email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
          'x-bench-client': `198.51.100.${n % 200}`,
        },
        body: JSON.stringify({
          name: `Reader ${n}`,
          email: `reader${n}@example.com`,
          subject: 'Benchmark',
          message: 'A message of ordinary length. '.repeat(8),
          website: '',
        }),
      }),
    )
    if (response.status !== 200) throw new Error(`message ${n} answered ${response.status}: ${await response.text()}`)
  }
  await benchRuns(database, 'messages', messages, sendOne)
  const [row] = await count<{ count: number }>('select count(*)::int as count from public.contact_messages', [])
  console.log(`${database.padEnd(10)} rows stored: ${row.count} (expected ${sent})`)
}

const dir = await mkdtemp(join(tmpdir(), 'contact-bench-'))
const pglite = await openContactDatabase(dir)
try {
  await bench('PGlite', createSqlContactStore(queryOn(pglite.db)), queryOn(pglite.db))
  await benchSignUps('PGlite', queryOn(pglite.db), messages)
} finally {
  await pglite.close()
  await rm(dir, { recursive: true, force: true })
}

if (postgresBinDir()) {
  const server = await startThrowawayPostgres()
  const sql = postgres(server.url, { onnotice: () => {} })
  try {
    await applyMigrations(migratable(sql))
    await bench('Postgres', createSqlContactStore(postgresQuery(sql)), postgresQuery(sql))
    await benchSignUps('Postgres', postgresQuery(sql), messages)
  } finally {
    await sql.end()
    await server.stop()
  }
} else console.log(`Postgres   not measured: ${noPostgresMessage}`)
