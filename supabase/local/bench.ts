// `npm run bench:backend`: how many contact messages per second the real handler stores in a
// PGlite database on disk (validation, hashing, the submit function, notified_at; mail left out).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createContactHandler } from '../functions/send-contact-email/handler.ts'
import { openContactDatabase } from './database.ts'
import { createPgliteContactStore } from './pglite-store.ts'

const messages = Number(process.env.BENCH_MESSAGES ?? 2000)
const dir = await mkdtemp(join(tmpdir(), 'contact-bench-'))
const database = await openContactDatabase(dir)
const handler = createContactHandler({
  store: createPgliteContactStore(database.db),
  mailer: { send: async () => {} },
  clock: () => new Date(),
  settings: {
    allowedOrigins: '*',
    rateLimit: { max: messages, windowSeconds: 600, globalMax: messages * 4 },
    retentionDays: 90,
    addressSalt: 'bench',
  },
  clientAddress: (request) => request.headers.get('x-bench-client') ?? undefined,
})

let sent = 0
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

async function run(label: string, count: number, concurrency: number) {
  const started = performance.now()
  let remaining = count
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (remaining-- > 0) await sendOne()
    }),
  )
  const seconds = (performance.now() - started) / 1000
  console.log(
    `${label.padEnd(28)} ${count} messages in ${seconds.toFixed(2)} s = ${Math.round(count / seconds)} messages/s`,
  )
}

try {
  await run('warm-up', 100, 1)
  await run('one at a time', messages, 1)
  await run('16 requests in flight', messages, 16)
  const { rows } = await database.db.query<{ count: number }>(
    'select count(*)::int as count from public.contact_messages',
  )
  console.log(`rows stored: ${rows[0].count} (expected ${sent})`)
} finally {
  await database.close()
  await rm(dir, { recursive: true, force: true })
}
