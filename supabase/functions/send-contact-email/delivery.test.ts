// Delivery, rate-limit buckets and forgetting, through the handler on PGlite.
import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { contactTestKit } from '../../local/test-kits/contact-test-kit.ts'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'
import type { Notification } from './notification.ts'

// PGlite takes seconds to start, and far longer on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

onEveryDatabase('send-contact-email/delivery.test.ts', (database) => {
  beforeEach(() => database().db.exec('truncate public.contact_messages'))

  const { valid, settings, backend, post, rows } = contactTestKit(database)

  /** A mailer that fails while `down` is true, recording every call. */
  function flakyMailer() {
    const calls: Notification[] = []
    const state = { down: true, calls }
    return Object.assign(state, {
      send: async (mail: Notification) => {
        calls.push(mail)
        if (state.down) throw new Error('Resend answered 403: the from address is not verified')
      },
    })
  }

  describe('a notification that fails', () => {
    it('leaves the visitor a 200, and the sweep retries it with backoff until it is sent, once', async () => {
      const mailer = flakyMailer()
      const { handler, logs, advanceSeconds } = backend({ mailer })
      const key = randomUUID()
      expect((await handler(post(valid, { key }))).status).toBe(200)
      expect(mailer.calls).toHaveLength(1)

      // Neither a repeat of the request nor a sweep before the backoff has passed mails again.
      await handler(post(valid, { key }))
      expect(await handler.sweep()).toMatchObject({ sent: 0, failed: 0 })
      expect(mailer.calls).toHaveLength(1)

      advanceSeconds(61)
      expect(await handler.sweep()).toMatchObject({ sent: 0, failed: 1 })
      advanceSeconds(61)
      expect(await handler.sweep()).toMatchObject({ sent: 0, failed: 0 }) // the second backoff is longer
      advanceSeconds(60)
      mailer.down = false
      expect(await handler.sweep()).toMatchObject({ sent: 1, failed: 0 })
      advanceSeconds(24 * 60 * 60)
      expect(await handler.sweep()).toMatchObject({ sent: 0, failed: 0 })

      expect(mailer.calls.map((mail) => mail.idempotencyKey)).toEqual([key, key, key])
      const [row] = await rows()
      expect(row.notified_at).not.toBeNull()
      expect(row.notification_attempts).toBe(3)
      expect(logs.filter((line) => line.includes('MAIL IS FAILING'))).toHaveLength(1)
      expect(logs.at(-1)).toMatch(/mail works again/)
    })

    it('is logged loudly once for many messages, never with what the visitor wrote', async () => {
      const mailer = flakyMailer()
      const { handler, logs, advanceSeconds } = backend({ mailer, clientAddress: () => undefined })
      for (let n = 0; n < 5; n++) await handler(post({ ...valid, name: `Reader ${n}` }))
      advanceSeconds(120)
      expect(await handler.sweep()).toMatchObject({ sent: 0, failed: 5 })

      const mailLines = logs.filter((line) => !line.includes('without a usable client address'))
      expect(mailLines).toHaveLength(1)
      expect(mailLines[0]).toMatch(/MAIL IS FAILING.*from address is not verified/)
      for (const line of logs) expect(line).not.toMatch(/Reader|ada@example\.com|Golden Horizons|ending of the book/)
    })

    it('is sent by one sweep only when two run at once', async () => {
      const mailer = flakyMailer()
      const first = backend({ mailer })
      await first.handler(post(valid))
      mailer.down = false
      first.advanceSeconds(120)
      const second = backend({ mailer, clock: () => new Date(Date.parse('2026-11-22T10:02:00Z')) })
      const reports = await Promise.all([first.handler.sweep(), second.handler.sweep()])

      expect(reports.map((report) => report.sent).sort()).toEqual([0, 1])
      expect(mailer.calls).toHaveLength(2)
    })
  })

  describe('rate-limit buckets', () => {
    const limited = { ...settings, rateLimit: { max: 2, windowSeconds: 600, globalMax: 1000 } }

    it('count every address of one IPv6 /64 together, and IPv4-mapped addresses as IPv4', async () => {
      let address = ''
      const { handler } = backend({ settings: limited, clientAddress: () => address })
      const statuses: number[] = []
      for (let n = 1; n <= 4; n++) {
        address = `2001:db8:5:6::${n}`
        statuses.push((await handler(post(valid))).status)
      }
      address = '198.51.100.9'
      statuses.push((await handler(post(valid))).status)
      address = '::ffff:198.51.100.9'
      statuses.push((await handler(post(valid))).status)
      address = '198.51.100.9'
      statuses.push((await handler(post(valid))).status)

      expect(statuses).toEqual([200, 200, 429, 429, 200, 200, 429])
    })

    it('count the /64s of one /56 together up to twice the limit, and the /56s of one /48 up to four times', async () => {
      let address = ''
      const { handler } = backend({ settings: limited, clientAddress: () => address })
      const statuses: number[] = []
      for (let n = 1; n <= 6; n++) {
        address = `2001:db8:5:70${n}::1`
        statuses.push((await handler(post(valid))).status)
      }
      for (let n = 1; n <= 6; n++) {
        address = `2001:db8:5:${n}00::1`
        statuses.push((await handler(post(valid))).status)
      }
      address = '2001:db8:6::1'
      statuses.push((await handler(post(valid))).status)

      expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 200, 200, 200, 200, 429, 429, 200])
    })

    it('put every request without a usable address in one shared bucket, and log each', async () => {
      // Garbage, none, a header sent twice (joined with a comma), brackets around no address.
      const unusable = ['not an address', undefined, '198.51.100.7, 203.0.113.9', '[not an address]']
      let n = 0
      const { handler, logs } = backend({ settings: limited, clientAddress: () => unusable[n++] })
      const statuses: number[] = []
      for (let sent = 0; sent < unusable.length; sent++) statuses.push((await handler(post(valid))).status)

      expect(statuses).toEqual([200, 200, 429, 429])
      expect(logs.filter((line) => line.includes('without a usable client address'))).toHaveLength(4)
    })

    it('count a bracketed address as the address itself', async () => {
      const addresses = ['[2001:db8:9:9::1]', '2001:db8:9:9::2', '[198.51.100.3]', '198.51.100.3']
      let n = 0
      const { handler, logs } = backend({ settings: limited, clientAddress: () => addresses[n++ % 4] })
      const statuses: number[] = []
      for (let sent = 0; sent < 6; sent++) statuses.push((await handler(post(valid))).status)

      expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
      expect(logs.filter((line) => line.includes('without a usable client address'))).toEqual([])
    })
  })

  describe('forgetting', () => {
    it('clears address hashes once their window has passed, and deletes mailed messages after the retention', async () => {
      const mailer = flakyMailer()
      const { handler, advanceSeconds } = backend({ mailer })
      await handler(post(valid)) // mail fails: kept however old it gets
      mailer.down = false
      await handler(post({ ...valid, name: 'Mailed' }))

      expect((await handler.sweep()).addressesCleared).toBe(0)
      advanceSeconds(600)
      mailer.down = true
      expect(await handler.sweep()).toMatchObject({ addressesCleared: 2, messagesDeleted: 0 })
      expect((await rows()).map((row) => row.client_address_hash)).toEqual([null, null])

      advanceSeconds(settings.retentionDays * 24 * 60 * 60)
      expect(await handler.sweep()).toMatchObject({ messagesDeleted: 1 })
      expect((await rows()).map((row) => row.name)).toEqual([valid.name])
    })
  })
})
