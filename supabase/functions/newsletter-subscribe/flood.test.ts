// A flood of sign-ups through the handler on either engine, at the numbers of the review that found the old
// limits unfair: it is held to its own prefix, a reader from elsewhere is stored on the first try and mailed
// within the window after, by the sweep, and what waits is bounded per network and in all.
import { beforeEach, expect, it, vi } from 'vitest'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'
import { inBatches } from '../../local/test-kits/in-batches.ts'
import { newsletterTestKit } from '../../local/test-kits/newsletter-test-kit.ts'
import { floodLimits, type RateLimit } from '../_shared/flood-limits.ts'
import { defaultNewsletterRateLimit } from './settings.ts'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const { windowSeconds } = defaultNewsletterRateLimit
onEveryDatabase('newsletter-subscribe/flood.test.ts', (database) => {
  const { consent, valid, settings, backend, post, confirm, tokenOf, subscribers, emptyTables, storeFlood } =
    newsletterTestKit(database)
  const visitor = { ...valid, email: 'visitor@example.com' }
  beforeEach(emptyTables)

  /** A handler that takes each request's client address from the header Cloudflare sets. */
  function flooded(rateLimit: RateLimit = defaultNewsletterRateLimit) {
    const kit = backend({
      settings: { ...settings, rateLimit },
      clientAddress: (request) => request.headers.get('cf-connecting-ip') ?? undefined,
    })
    const send = (address: string, body: typeof valid) =>
      kit.handler(post(body, { headers: { 'cf-connecting-ip': address } }))
    /** The addresses mailed by each sweep after the window moves on, until no mail waits. */
    async function sweepWindows() {
      const perWindow: string[][] = []
      while ((await waiting()) > 0) {
        kit.advanceSeconds(windowSeconds)
        const before = kit.mails.length
        await kit.handler.sweep()
        perWindow.push(kit.mails.slice(before).map((mail) => mail.to))
      }
      return perWindow
    }
    return { ...kit, send, sweepWindows }
  }

  const waiting = async () =>
    (await database().db.query('select id from public.newsletter_subscribers where mail_deferred_at is not null')).rows
      .length

  it('holds 2,000 sign-ups from 200 /64s of each of two /56s to those prefixes: a reader from elsewhere is stored and mailed at once', async () => {
    const { send, mails, settled } = flooded()
    const attacker = (n: number) =>
      `${n % 2 === 0 ? '2001:db8:5:7' : '2001:db8:6:3'}${(n % 200).toString(16).padStart(2, '0')}::${n}`
    const statuses = await inBatches(
      2000,
      async (n) => (await send(attacker(n), { ...valid, email: `victim-${n}@example.com` })).status,
    )
    const kept = 2 * floodLimits(defaultNewsletterRateLimit).perSubnet

    expect(statuses.filter((status) => status === 202)).toHaveLength(kept)
    expect(statuses.filter((status) => status === 429)).toHaveLength(2000 - kept)
    expect((await send('198.51.100.77', visitor)).status).toBe(202)
    await settled()
    expect(mails.map((mail) => mail.to)).toContain(visitor.email)
    expect(mails).toHaveLength(kept + 1)
    expect(await subscribers()).toHaveLength(kept + 1)
  })

  it('puts a reader behind no flood: after 300 sign-ups, 200 of them waiting, the sweep mails theirs when the window moves on', async () => {
    const { send, handler, mails, settled, now, advanceSeconds, sweepWindows } = flooded()
    const cap = defaultNewsletterRateLimit.globalMax
    // Sixty addresses at their limit of five, the window's hundred mails taken by the first of them.
    await storeFlood({ count: 300, networks: 60, mailed: cap, at: now() })
    advanceSeconds(1)
    expect((await send('198.51.100.77', visitor)).status).toBe(202)
    await settled()

    expect(await handler.sweep()).toEqual({ sent: 0, failed: 0 })
    const perWindow = await sweepWindows()
    expect(perWindow[0]).toContain(visitor.email)
    expect(perWindow.map((to) => to.length)).toEqual([cap, cap, 1])
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(201)
    const visitorMail = mails.find((mail) => mail.to === visitor.email)
    // Mailed after waiting, it quotes the words the reader agreed to, as one mailed at once does.
    expect(visitorMail?.text).toContain(consent)
    expect((await handler(confirm(tokenOf(visitorMail?.confirmUrl ?? '')))).status).toBe(200)
    expect(await subscribers()).toContainEqual(
      expect.objectContaining({ email: visitor.email, status: 'confirmed', consent }),
    )
  })

  it('mails waiting sign-ups before new ones, a network at a time, fewest waiting first, with no later sign-up', async () => {
    const { send, mails, settled, advanceSeconds, handler, sweepWindows } = flooded({
      max: 2,
      windowSeconds,
      globalMax: 3,
    })
    for (let n = 1; n <= 5; n++)
      for (let sent = 0; sent < 2; sent++) {
        await send(`203.0.113.${n}`, { ...valid, email: `victim-${n}-${sent}@example.com` })
        advanceSeconds(1)
      }
    await settled()
    expect(mails.map((mail) => mail.to)).toEqual([
      'victim-1-0@example.com',
      'victim-1-1@example.com',
      'victim-2-0@example.com',
    ])

    advanceSeconds(windowSeconds)
    await send('198.51.100.77', visitor)
    await settled()
    // The window had room, but others waited, and the sign-up let through the first in line, turn by turn.
    expect(mails.slice(3).map((mail) => mail.to)).toEqual([
      'victim-2-1@example.com',
      visitor.email,
      'victim-3-0@example.com',
    ])
    expect(await handler.sweep()).toEqual({ sent: 0, failed: 0 })
    expect((await sweepWindows()).map((to) => to.length)).toEqual([3, 2])
    const recipients = mails.map((mail) => mail.to)
    expect(new Set(recipients).size).toBe(recipients.length)
  })

  it("keeps a network's waiting sign-ups to its share, dropping the oldest whole", async () => {
    const rateLimit = { max: 2, windowSeconds, globalMax: 1 }
    const { heldPerNetwork, perNetwork } = floodLimits(rateLimit)
    const { send, settled, handler, mails, advanceSeconds } = flooded(rateLimit)
    // One /48 at its limit for two windows: 16 sign-ups, one mailed in each window, the rest beyond its share of 8 waiting.
    const slash48 = (n: number) => `2001:db8:5:${((n % 4) << 8).toString(16)}::${n}`
    const email = (n: number) => `victim-${n}@example.com`
    for (let window = 0; window < 2; window++) {
      for (let n = window * perNetwork; n < (window + 1) * perNetwork; n++) {
        expect((await send(slash48(n), { ...valid, email: email(n) })).status).toBe(202)
        await settled()
        advanceSeconds(1)
      }
      advanceSeconds(windowSeconds)
    }

    expect(await waiting()).toBe(heldPerNetwork)
    const newest = Array.from({ length: heldPerNetwork }, (_, n) => 2 * perNetwork - heldPerNetwork + n)
    expect((await subscribers()).map((row) => row.email).sort()).toEqual([0, 1, ...newest].map(email).sort())
    await send('198.51.100.77', visitor)
    await settled()
    expect(mails.at(-1)?.to).toBe(visitor.email)
    expect(await handler.sweep()).toEqual({ sent: 0, failed: 0 })
  })

  it('refuses with 429 and a Retry-After once the sign-ups waiting for their mail reach their cap, from any prefix', async () => {
    const rateLimit = { max: 5, windowSeconds, globalMax: 1 }
    const { unsentMax } = floodLimits(rateLimit)
    const { send, now, advanceSeconds } = flooded(rateLimit)
    await storeFlood({ count: unsentMax + 1, networks: 500, mailed: 1, at: now() })
    advanceSeconds(10)
    const refused = await send('198.51.100.77', visitor)

    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(String(windowSeconds - 10))
    expect(await subscribers()).toHaveLength(unsentMax + 1)
  })
})
