// The newsletter's tables as Postgres enforces them: closed to the public API, whatever the grants.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { asRole } from '../../local/test-kits/as-role.ts'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

onEveryDatabase('newsletter-subscribe/database.test.ts', (database) => {
  beforeAll(() => insertSubscriber())

  const hash = 'a'.repeat(64)
  const insertSubscriber = (values: { email?: string; status?: string; consent?: string } = {}) =>
    database().db.query(
      `insert into public.newsletter_subscribers (email, status, consent, subscribed_at) values ($1, $2, $3, now())`,
      [values.email ?? `${randomUUID()}@example.com`, values.status ?? 'pending', values.consent ?? 'Yes please.'],
    )
  const insertToken = (
    values: { hash?: string; purpose?: string; expires?: string | null; consent?: string | null } = {},
  ) => {
    const purpose = values.purpose ?? 'confirm'
    return database().db.query(
      `insert into public.newsletter_tokens (hash, subscriber_id, purpose, created_at, expires_at, consent)
     select $1, id, $2, now(), $3::timestamptz, $4 from public.newsletter_subscribers limit 1`,
      [
        values.hash ?? randomUUID().replace(/-/g, '').repeat(2),
        purpose,
        // A timestamp, not Postgres's 'tomorrow': postgres.js turns a timestamptz parameter into a Date first.
        'expires' in values ? values.expires : new Date(Date.now() + 86_400_000).toISOString(),
        // A confirmation link carries the consent it was mailed for; an unsubscribe link none.
        'consent' in values ? values.consent : purpose === 'confirm' ? 'Yes please.' : null,
      ],
    )
  }

  const as = <T>(role: string, action: () => Promise<T>) => asRole(database().db, role, action)

  const tables = ['newsletter_subscribers', 'newsletter_tokens', 'newsletter_requests', 'newsletter_consent_wordings']
  const functions = [
    `select * from public.subscribe_newsletter('${randomUUID()}', '${hash}', 'a@b.co', 'Yes', false, '${hash}', '${hash}', '${hash}', now(),
       600, 5, 10, 20, 50, 20, 5000, '${hash}', '${'b'.repeat(64)}', 60, 60, 'the-quiet-between-minds')`,
    `select * from public.release_deferred_newsletter_mails(now(), 600, 50, '{}', '{}', 60, 60)`,
    `select public.newsletter_consent_wording('${hash}', 'alert', '${hash}', 'I also agree to share my address.', now())`,
    `select public.newsletter_mailed_since('a@b.co', '', now())`,
    `select public.newsletter_mailbox('a@b.co')`,
    `select * from public.confirm_newsletter('${hash}', now())`,
    `select * from public.unsubscribe_newsletter('${hash}', now())`,
    `select public.release_newsletter_mail('a@b.co', now())`,
    'select * from public.forget_newsletter_data(now(), 0, 0)',
  ]

  describe('row level security', () => {
    it.each(['anon', 'authenticated'])(
      '%s can neither read nor write the tables, nor call the functions',
      async (role) => {
        await as(role, async () => {
          for (const table of tables) {
            await expect(database().db.query(`select * from public.${table}`), table).rejects.toThrow(
              /permission denied/,
            )
            await expect(database().db.query(`delete from public.${table}`), table).rejects.toThrow(/permission denied/)
          }
          await expect(insertSubscriber()).rejects.toThrow(/permission denied/)
          for (const statement of functions)
            await expect(database().db.query(statement), statement).rejects.toThrow(/permission denied for function/)
        })
      },
    )

    it("still hides every row and refuses inserts if Supabase's default table grants come back", async () => {
      await database().db.exec(`grant select, insert on ${tables.map((table) => `public.${table}`).join(', ')} to anon`)
      // Supabase's defaults grant its functions too, the one an insert computes the mailbox with among them.
      await database().db.exec('grant execute on function public.newsletter_mailbox(text) to anon')
      try {
        await as('anon', async () => {
          for (const table of tables)
            expect((await database().db.query(`select * from public.${table}`)).rows).toEqual([])
          await expect(insertSubscriber()).rejects.toThrow(/row-level security/)
        })
      } finally {
        await database().db.exec(
          `revoke select, insert on ${tables.map((table) => `public.${table}`).join(', ')} from anon`,
        )
        await database().db.exec('revoke execute on function public.newsletter_mailbox(text) from anon')
      }
    })
  })

  describe('the tables themselves', () => {
    it.each([
      ['an unknown status', () => insertSubscriber({ status: 'subscribed' })],
      ['an empty consent', () => insertSubscriber({ consent: '' })],
      ['a consent over 500 characters', () => insertSubscriber({ consent: 'y'.repeat(501) })],
      ['an address over 254 characters', () => insertSubscriber({ email: `${'a'.repeat(250)}@b.co` })],
      ['a token kept as it is instead of its hash', () => insertToken({ hash: 'A'.repeat(43) })],
      ['a confirmation token that never expires', () => insertToken({ expires: null })],
      ['a confirmation token without its consent', () => insertToken({ consent: null })],
      [
        'an unsubscribe token with a consent',
        () => insertToken({ purpose: 'unsubscribe', expires: null, consent: 'Yes.' }),
      ],
      ['an unsubscribe token that expires', () => insertToken({ purpose: 'unsubscribe' })],
    ])('refuse %s even from the owner', async (_what, insert) => {
      await expect(insert()).rejects.toThrow(/check constraint/)
    })

    it('take either kind of token as the function writes it', async () => {
      await insertToken()
      await insertToken({ purpose: 'unsubscribe', expires: null })
    })

    it('hold one row per address', async () => {
      await insertSubscriber({ email: 'ada@example.com' })
      await expect(insertSubscriber({ email: 'ada@example.com' })).rejects.toThrow(/duplicate key/)
    })
  })

  describe('the mailbox an address reaches', () => {
    it.each([
      ['Ada@Example.com', 'ada@example.com'],
      ['ada+news@example.com', 'ada@example.com'],
      ['ada+news+more@example.com', 'ada@example.com'],
      ['a.da@example.com', 'a.da@example.com'],
      ['A.Da+x@GMail.com', 'ada@gmail.com'],
      ['a.d.a@googlemail.com', 'ada@gmail.com'],
      ['+tag@example.com', '@example.com'],
      ["o'brien-x_y@example.co.uk", "o'brien-x_y@example.co.uk"],
    ])('%s reaches %s', async (email, mailbox) => {
      const { rows } = await database().db.query<{ mailbox: string }>(
        'select public.newsletter_mailbox($1) as mailbox',
        [email],
      )
      expect(rows[0].mailbox).toBe(mailbox)
    })
  })
})
