// The contact table as Postgres enforces it, on either engine: migrations, row level security, checks.
import { randomUUID } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { applyMigrations } from '../../local/server/migrate.ts'
import { asRole } from '../../local/test-kits/as-role.ts'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'

// PGlite's cold start is slow, and far slower on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const hash = 'a'.repeat(64)
onEveryDatabase('send-contact-email/database.test.ts', (database) => {
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
        { version: '20261122000000', name: 'contact' },
        { version: '20261124000000', name: 'newsletter' },
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
              `select public.submit_contact_message($1, 'a', 'a@b.co', 's', 'long enough text', $2, $2, $2, now(),
                 600, 5, 10, 20, 50, 20, 5000, 300)`,
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
