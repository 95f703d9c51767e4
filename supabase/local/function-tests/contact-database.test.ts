// The schema as Postgres enforces it, and the local database's life on disk.
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openContactDatabase } from '../server/database.ts'
import { applyMigrations } from '../server/migrate.ts'
import { contactStoreOn, listMessages } from '../server/pglite-store.ts'
import { asRole } from '../test-kits/as-role.ts'
import { onEveryDatabase } from '../test-kits/every-database.ts'

// PGlite's cold start is slow, and far slower on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const hash = 'a'.repeat(64)
const submission = (overrides: { name?: string; at?: string } = {}) => ({
  idempotencyKey: randomUUID(),
  message: {
    name: overrides.name ?? 'Ada Reader',
    email: 'ada@example.com',
    subject: 'Hello',
    message: 'I loved the ending of the book.',
  },
  clientAddressHash: hash,
  receivedAt: new Date(overrides.at ?? '2026-11-22T10:00:00Z'),
  rateLimit: { max: 1000, windowSeconds: 600, globalMax: 1000 },
})
onEveryDatabase('contact-database.test.ts', (database) => {
  const insertDirectly = (db = database().db, values: { hash?: string; name?: string } = {}) =>
    db.query(
      `insert into public.contact_messages (idempotency_key, name, email, subject, message, client_address_hash)
     values ($1, $2, 'ada@example.com', 'Hello', 'I loved the ending of the book.', $3)`,
      [randomUUID(), values.name ?? 'Ada Reader', values.hash ?? hash],
    )

  const as = <T>(role: string, action: () => Promise<T>) => asRole(database().db, role, action)

  describe('the migrations', () => {
    it('are recorded like the Supabase CLI records them, and apply once', async () => {
      const { rows } = await database().db.query('select version, name from supabase_migrations.schema_migrations')
      expect(rows).toEqual([
        { version: '20261122000000', name: 'contact_messages' },
        { version: '20261123000000', name: 'contact_delivery_and_retention' },
        { version: '20261124000000', name: 'newsletter_subscribers' },
        { version: '20261125000000', name: 'newsletter_hardening' },
        { version: '20261125000100', name: 'contact_flood' },
        { version: '20261126000000', name: 'newsletter_flood' },
      ])
      expect(await applyMigrations(database().db)).toEqual([])
    })
  })

  describe('row level security', () => {
    it.each(['anon', 'authenticated'])(
      '%s can neither read nor write messages, nor call the submit function',
      async (role) => {
        await insertDirectly()
        await as(role, async () => {
          await expect(database().db.query('select * from public.contact_messages')).rejects.toThrow(
            /permission denied/,
          )
          await expect(insertDirectly()).rejects.toThrow(/permission denied/)
          await expect(
            database().db.query(
              `select public.submit_contact_message($1, 'a', 'a@b.co', 's', 'long enough text', $2, now(), 5, 600, 50, 300)`,
              [randomUUID(), hash],
            ),
          ).rejects.toThrow(/permission denied/)
        })
      },
    )

    it("still hides every row and refuses inserts if Supabase's default table grants come back", async () => {
      await insertDirectly()
      await database().db.exec('grant select, insert on public.contact_messages to anon')
      try {
        await as('anon', async () => {
          expect((await database().db.query('select * from public.contact_messages')).rows).toEqual([])
          await expect(insertDirectly()).rejects.toThrow(/row-level security/)
        })
      } finally {
        await database().db.exec('revoke select, insert on public.contact_messages from anon')
      }
    })
  })

  describe('the table itself', () => {
    it.each([
      ['a raw address instead of its hash', { hash: '203.0.113.7' }],
      ['a name over 100 characters', { name: 'n'.repeat(101) }],
      ['an empty name', { name: '' }],
    ])('refuses %s even from the owner', async (_what, values) => {
      await expect(insertDirectly(database().db, values)).rejects.toThrow(/check constraint/)
    })
  })
})

describe('the local database on disk', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contact-db-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('keeps messages across restarts and lists them newest first', async () => {
    const first = await openContactDatabase(dir)
    const store = contactStoreOn(first.db)
    await store.submit(submission({ name: 'Older', at: '2026-11-22T10:00:00Z' }))
    await store.submit(submission({ name: 'Newer', at: '2026-11-22T11:00:00Z' }))
    await first.close()

    const reopened = await openContactDatabase(dir)
    try {
      expect((await listMessages(reopened.db)).map((message) => [message.name, message.createdAt])).toEqual([
        ['Newer', '2026-11-22T11:00:00Z'],
        ['Older', '2026-11-22T10:00:00Z'],
      ])
    } finally {
      await reopened.close()
    }
  })

  it('refuses a second opening while one process holds the directory', async () => {
    const holder = await openContactDatabase(dir)
    try {
      await expect(openContactDatabase(dir)).rejects.toThrow(`in use by process ${process.pid}`)
    } finally {
      await holder.close()
    }
  })

  it('takes over the lock of a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid
    await writeFile(join(dir, 'contact-backend.lock'), String(gone))
    const opened = await openContactDatabase(dir)
    await opened.close()
  })
})
