// A flood from many addresses, through the handler on either engine: every visitor's message is still
// stored, the author's mails stay within the global cap per window, and storage has a ceiling.
import { randomUUID } from 'node:crypto'
import { beforeEach, expect, it, vi } from 'vitest'
import { contactTestKit } from '../../local/test-kits/contact-test-kit.ts'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const windowSeconds = 600
const globalMax = 3
const flood = { max: 2, windowSeconds, globalMax }

onEveryDatabase('send-contact-email/flood.test.ts', (database) => {
  beforeEach(() => database().db.exec('truncate public.contact_messages'))
  const { valid, settings, backend, post, rows } = contactTestKit(database)

  /** A handler whose client address the test sets before each request. */
  function flooded(rateLimit = flood) {
    const from = { address: '' }
    const kit = backend({ settings: { ...settings, rateLimit }, clientAddress: () => from.address })
    const send = (address: string, key = randomUUID()) => {
      from.address = address
      return kit.handler(post(valid, { key }))
    }
    return { ...kit, send }
  }

  /** Five attacker addresses, each at its own limit: more than the global cap between them. */
  async function attack(send: (address: string) => Promise<Response>) {
    for (let n = 1; n <= 5; n++) for (let sent = 0; sent < flood.max; sent++) await send(`203.0.113.${n}`)
  }

  it("stores a visitor's message on its first try, however many others came first", async () => {
    const { send } = flooded()
    await attack(send)
    const visitor = await send('198.51.100.77')

    expect(visitor.status).toBe(200)
    expect(await rows()).toHaveLength(11)
  })

  it('mails the author at most the cap per window, and the rest, oldest first, in the windows after', async () => {
    const { send, mails, handler, advanceSeconds } = flooded()
    await attack(send)
    advanceSeconds(1) // after the attack, so last in line
    const visitor = await (await send('198.51.100.77')).json()
    expect(mails).toHaveLength(globalMax)

    expect(await handler.sweep()).toMatchObject({ sent: 0 })
    const perWindow = [mails.map((mail) => mail.messageId)]
    for (let window = 0; window < 3; window++) {
      advanceSeconds(windowSeconds)
      const before = mails.length
      await handler.sweep()
      perWindow.push(mails.slice(before).map((mail) => mail.messageId))
    }

    expect(perWindow.map((ids) => ids.length)).toEqual([3, 3, 3, 2])
    expect(perWindow.at(-1)).toContain(visitor.id)
    expect((await rows()).every((row) => row.notified_at !== null)).toBe(true)
  })

  it('mails a held message no sooner for a repeat of its request', async () => {
    const { send, mails } = flooded()
    await attack(send)
    const key = randomUUID()
    await send('198.51.100.77', key)
    await send('198.51.100.77', key)

    expect(mails).toHaveLength(globalMax)
  })

  it('refuses with 429 and a Retry-After once twenty times the cap is stored in the window', async () => {
    const { send, advanceSeconds } = flooded({ max: 1, windowSeconds, globalMax: 1 })
    for (let n = 1; n <= 20; n++) expect((await send(`203.0.113.${n}`)).status).toBe(200)
    advanceSeconds(10)
    const refused = await send('198.51.100.77')

    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(String(windowSeconds - 10))
    expect(await rows()).toHaveLength(20)
  })
})
