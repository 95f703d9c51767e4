// A flood of sign-ups from many addresses, through the handler on either engine: every reader's sign-up is
// still stored, the confirmation mails stay within the global cap per window, and storage has a ceiling.
import { beforeEach, expect, it, vi } from 'vitest'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'
import { newsletterTestKit } from '../../local/test-kits/newsletter-test-kit.ts'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const windowSeconds = 600
const globalMax = 3
const flood = { max: 2, windowSeconds, globalMax }
const visitor = { email: 'visitor@example.com', consent: 'The words the visitor saw.', website: '' }

onEveryDatabase('newsletter-subscribe/flood.test.ts', (database) => {
  const { valid, settings, backend, post, confirm, tokenOf, subscribers, emptyTables } = newsletterTestKit(database)
  beforeEach(emptyTables)

  /** A handler whose client address the test sets before each request. */
  function flooded(rateLimit = flood) {
    const from = { address: '' }
    const kit = backend({ settings: { ...settings, rateLimit }, clientAddress: () => from.address })
    const send = (address: string, body: typeof valid) => {
      from.address = address
      return kit.handler(post(body))
    }
    return { ...kit, send }
  }

  /** Ten attacker addresses, each at its own limit, each sign-up for another mailbox. */
  async function attack(send: (address: string, body: typeof valid) => Promise<Response>) {
    for (let n = 1; n <= 10; n++)
      for (let sent = 0; sent < flood.max; sent++)
        await send(`203.0.113.${n}`, { ...valid, email: `victim-${n}-${sent}@example.com` })
  }

  const waiting = async () =>
    (await database().db.query('select id from public.newsletter_subscribers where mail_deferred_at is not null')).rows
      .length

  it("stores a visitor's sign-up on its first try, however many others came first", async () => {
    const { send } = flooded()
    await attack(send)
    const answer = await send('198.51.100.77', visitor)

    expect(answer.status).toBe(202)
    expect(await subscribers()).toHaveLength(21)
    expect(await subscribers()).toContainEqual(expect.objectContaining({ email: visitor.email, status: 'pending' }))
  })

  it('mails at most the cap per window, and the waiting ones, oldest first, as later sign-ups find room', async () => {
    const { send, mails, settled, advanceSeconds, handler } = flooded()
    await attack(send)
    advanceSeconds(1) // after the attack, so behind it in line
    await send('198.51.100.77', visitor)
    advanceSeconds(1)
    await send('198.51.100.78', { ...valid, email: 'same-window@example.com' })
    await settled()
    const perWindow = [mails.length]
    expect(await waiting()).toBe(19)

    for (let window = 1; (await waiting()) > 0; window++) {
      advanceSeconds(windowSeconds)
      const before = mails.length
      await send(`198.51.100.${100 + window}`, { ...valid, email: `reader-${window}@example.com` })
      await settled()
      perWindow.push(mails.length - before)
    }

    expect(perWindow).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2])
    const recipients = mails.map((mail) => mail.to)
    expect(new Set(recipients).size).toBe(recipients.length)
    expect(recipients.slice(0, 3)).toEqual([
      'victim-1-0@example.com',
      'victim-1-1@example.com',
      'victim-2-0@example.com',
    ])
    const visitorMail = mails.find((mail) => mail.to === visitor.email)
    expect(recipients.indexOf(visitor.email)).toBeLessThan(recipients.indexOf('same-window@example.com'))
    expect((await handler(confirm(tokenOf(visitorMail?.confirmUrl ?? '')))).status).toBe(200)
    expect(await subscribers()).toContainEqual(
      expect.objectContaining({ email: visitor.email, status: 'confirmed', consent: visitor.consent }),
    )
  })

  it('refuses with 429 and a Retry-After once twenty times the cap is stored in the window', async () => {
    const { send, advanceSeconds } = flooded({ max: 1, windowSeconds, globalMax: 1 })
    for (let n = 1; n <= 20; n++)
      expect((await send(`203.0.113.${n}`, { ...valid, email: `victim-${n}@example.com` })).status).toBe(202)
    advanceSeconds(10)
    const refused = await send('198.51.100.77', visitor)

    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(String(windowSeconds - 10))
    expect(await subscribers()).toHaveLength(20)
    const { rows } = await database().db.query('select * from public.newsletter_requests')
    expect(rows).toHaveLength(20)
  })
})
