// A flood through the handler on either engine, at the numbers of the review that found the old limits
// unfair: it is held to its own prefix, a visitor from elsewhere is stored on the first try and mailed
// within the window after, what waits is bounded per network and in all, and the author is told.
import { randomUUID } from 'node:crypto'
import { beforeEach, expect, it, vi } from 'vitest'
import { contactTestKit } from '../../local/test-kits/contact-test-kit.ts'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'
import { inBatches } from '../../local/test-kits/in-batches.ts'
import { floodLimits, type RateLimit } from '../_shared/flood-limits.ts'
import { defaultRateLimit } from './settings.ts'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const { windowSeconds } = defaultRateLimit

onEveryDatabase('send-contact-email/flood.test.ts', (database) => {
  beforeEach(() =>
    database().db.exec(
      'truncate public.contact_messages; update public.contact_flood_digest set sent_at = null, dropped = 0',
    ),
  )
  const { valid, settings, backend, post, rows, storeFlood } = contactTestKit(database)

  /** A handler that takes each request's client address from the header Cloudflare sets. */
  function flooded(rateLimit: RateLimit = defaultRateLimit) {
    const kit = backend({
      settings: { ...settings, rateLimit },
      clientAddress: (request) => request.headers.get('cf-connecting-ip') ?? undefined,
    })
    const send = (address: string, key = randomUUID()) =>
      kit.handler(post(valid, { key, headers: { 'cf-connecting-ip': address } }))
    /** The ids mailed by each sweep after the window moves on, until nothing waits. */
    async function sweepWindows() {
      const perWindow: string[][] = []
      while ((await rows()).some((row) => row.notified_at === null)) {
        kit.advanceSeconds(windowSeconds)
        const before = kit.mails.length
        await kit.handler.sweep()
        perWindow.push(kit.mails.slice(before).map((mail) => mail.messageId))
      }
      return perWindow
    }
    return { ...kit, send, sweepWindows }
  }

  /** How many answers had each status. */
  function statusCounts(statuses: number[]) {
    const counts: Record<number, number> = {}
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
    return counts
  }

  it.each([
    ['200 /64s of one /56', 1000, (n: number) => `2001:db8:5:${(0x700 + (n % 200)).toString(16)}::${n}`, 'perSubnet'],
    ['200 /56s of one /48', 200, (n: number) => `2001:db8:5:${(n << 8).toString(16)}::1`, 'perNetwork'],
  ] as const)(
    'holds messages from %s to that prefix: a visitor from elsewhere is stored and mailed at once',
    async (_shape, count, attacker, limit) => {
      const { send, mails } = flooded()
      const statuses = await inBatches(count, async (n) => (await send(attacker(n))).status)
      const kept = floodLimits(defaultRateLimit)[limit]

      expect(statusCounts(statuses)).toEqual({ 200: kept, 429: count - kept })
      const visitors = [await send('198.51.100.77'), await send('2001:db8:9::77')]
      expect(visitors.map((answer) => answer.status)).toEqual([200, 200])
      const visitorIds = await Promise.all(visitors.map(async (answer) => (await answer.json()).id))
      expect(mails.map((mail) => mail.messageId)).toEqual(expect.arrayContaining(visitorIds))
      expect(mails).toHaveLength(kept + 2)
      expect(await rows()).toHaveLength(kept + 2)
    },
  )

  it('puts a visitor behind no flood: after 300 messages, 250 of them waiting, theirs goes first when the window moves on', async () => {
    const { send, handler, mails, now, advanceSeconds, sweepWindows } = flooded()
    const cap = defaultRateLimit.globalMax
    // Sixty addresses at their limit of five, the window's fifty mails taken by the first of them.
    await storeFlood({ count: 300, networks: 60, mailed: cap, at: now() })
    advanceSeconds(1)
    const visitor = await send('198.51.100.77')
    expect(visitor.status).toBe(200)
    const { id } = await visitor.json()

    expect(await handler.sweep()).toMatchObject({ sent: 0 })
    const perWindow = await sweepWindows()
    expect(perWindow[0]).toContain(id)
    expect(perWindow.map((ids) => ids.length)).toEqual([cap, cap, cap, cap, cap, 1])
    expect(new Set(perWindow.flat()).size).toBe(251)
    expect(mails).toHaveLength(251)
  })

  it('shares each window out a network at a time, fewest waiting first: a new message goes when its turn comes', async () => {
    const { send, mails, advanceSeconds, handler, sweepWindows } = flooded({ max: 2, windowSeconds, globalMax: 3 })
    const attack = async (n: number) => {
      await send(`203.0.113.${n}`)
      advanceSeconds(1)
    }
    for (let n = 1; n <= 5; n++) for (let sent = 0; sent < 2; sent++) await attack(n)
    const ids = (await rows()).map((row) => row.id)
    expect(mails.map((mail) => mail.messageId)).toEqual(ids.slice(0, 3))
    // The ids mailed after the first `count`, in no order: one sweep sends its messages in any.
    const mailedSince = (count: number) =>
      mails
        .slice(count)
        .map((mail) => mail.messageId)
        .sort()

    // The window has room again, but .5's third waits behind its two and the first of .2, .3 and .4.
    advanceSeconds(windowSeconds)
    await attack(5)
    expect(mails).toHaveLength(3)
    await handler.sweep()
    expect(mailedSince(3)).toEqual([ids[3], ids[4], ids[6]].sort())

    // A visitor's network has none waiting: theirs goes at once, with the others waiting least.
    advanceSeconds(windowSeconds)
    const visitor = await (await send('198.51.100.77')).json()
    expect(mails.at(-1)?.messageId).toBe(visitor.id)
    expect(await handler.sweep()).toMatchObject({ sent: 2 })
    expect(mailedSince(7)).toEqual([ids[5], ids[7]].sort())
    expect((await sweepWindows()).map((window) => window.length)).toEqual([3])
  })

  it('mails a held message no sooner for a repeat of its request', async () => {
    const { send, mails } = flooded({ max: 2, windowSeconds, globalMax: 3 })
    for (let n = 1; n <= 5; n++) for (let sent = 0; sent < 2; sent++) await send(`203.0.113.${n}`)
    const key = randomUUID()
    await send('198.51.100.77', key)
    await send('198.51.100.77', key)

    expect(mails).toHaveLength(3)
  })

  it("keeps a network's waiting messages to its share, dropping the oldest, and tells the author", async () => {
    const rateLimit = { max: 2, windowSeconds, globalMax: 1 }
    const { heldPerNetwork, perNetwork } = floodLimits(rateLimit)
    const { send, handler, mails, digests, advanceSeconds } = flooded(rateLimit)
    // One /48 at its limit for two windows: 16 messages, the one mail of each window taken by them, and of the
    // rest only its share of 8 kept waiting.
    const slash48 = (n: number) => `2001:db8:5:${((n % 4) << 8).toString(16)}::${n}`
    for (let n = 0; n < 2 * perNetwork; n++) {
      if (n === perNetwork) advanceSeconds(windowSeconds)
      expect((await send(slash48(n))).status).toBe(200)
    }
    const stored = await rows()
    const waiting = stored.filter((row) => row.mail_budgeted_at === null)
    expect(stored).toHaveLength(2 + heldPerNetwork)
    expect(waiting).toHaveLength(heldPerNetwork)
    // Those left waiting all came in the second window: the first's went.
    const secondWindow = (stored[0].created_at as Date).getTime() + windowSeconds * 1000
    expect(waiting.every((row) => (row.created_at as Date).getTime() >= secondWindow)).toBe(true)

    advanceSeconds(windowSeconds)
    const visitor = await (await send('198.51.100.77')).json()
    expect(mails.at(-1)?.messageId).toBe(visitor.id)
    expect(await handler.sweep()).toMatchObject({ sent: 1, digestSent: true })
    const dropped = 2 * perNetwork - 2 - heldPerNetwork
    expect(digests.map(({ digest }) => [digest.held, digest.sent, digest.dropped])).toEqual([
      [heldPerNetwork, 1, dropped],
    ])
    expect(digests[0].subject).toBe(`Your contact form is busy: ${heldPerNetwork} messages waiting`)
    expect(digests[0].text).toContain(`${dropped} messages dropped`)
  })

  it('tells the author of a flood when it starts, at most hourly, and once when the wait is over', async () => {
    const { send, handler, digests, sweepWindows, advanceSeconds } = flooded({ max: 2, windowSeconds, globalMax: 3 })
    for (let n = 1; n <= 5; n++) for (let sent = 0; sent < 2; sent++) await send(`203.0.113.${n}`)

    expect(await handler.sweep()).toMatchObject({ digestSent: true })
    expect(await sweepWindows()).toHaveLength(3)
    advanceSeconds(3600 - 3 * windowSeconds)
    expect(await handler.sweep()).toMatchObject({ digestSent: true })
    expect(await handler.sweep()).toMatchObject({ digestSent: false })

    const [first, last] = digests
    expect(digests).toHaveLength(2)
    expect([first.digest.held, first.digest.sent, first.digest.since]).toEqual([7, 0, undefined])
    expect([last.digest.held, last.digest.sent, last.digest.since]).toEqual([0, 7, first.digest.at])
    expect(last.subject).toBe('Your contact form is quiet again: the messages that waited have reached you')
  })

  it('says a digest again at the next sweep when its mail failed', async () => {
    const { send, handler, digests, logs } = flooded({ max: 2, windowSeconds, globalMax: 1 })
    const failing = backend({
      settings: { ...settings, rateLimit: { max: 2, windowSeconds, globalMax: 1 } },
      mailer: { send: async () => Promise.reject(new Error('Resend answered 500')) },
      log: (line) => logs.push(line),
    })
    for (let n = 1; n <= 3; n++) await send(`203.0.113.${n}`)

    expect(await failing.handler.sweep()).toMatchObject({ digestSent: false })
    expect(logs).toContainEqual(expect.stringContaining('the flood digest was not sent'))
    expect(await handler.sweep()).toMatchObject({ digestSent: true })
    expect(digests.map(({ digest }) => digest.held)).toEqual([2])
  })

  it('refuses with 429 and a Retry-After once the rows not yet mailed reach their cap, from any prefix', async () => {
    const rateLimit = { max: 5, windowSeconds, globalMax: 1 }
    const { unsentMax } = floodLimits(rateLimit)
    const { send, now, advanceSeconds } = flooded(rateLimit)
    await storeFlood({ count: unsentMax + 1, networks: 500, mailed: 1, at: now() })
    advanceSeconds(10)
    const refused = await send('198.51.100.77')

    expect(refused.status).toBe(429)
    // When the window's one mail leaves it, the sweep may let one through.
    expect(refused.headers.get('retry-after')).toBe(String(windowSeconds - 10))
    expect(await rows()).toHaveLength(unsentMax + 1)
  })
})
