// Release alerts (decision 0075), through the handler on either engine: a book still to come as the sign-up's
// topic, checked against the site's books by the server's clock; a row of its own for the address, with the
// alert's own consent; a mail that names the book; links that confirm or unsubscribe that topic alone.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'
import { newsletterTestKit, versionOf } from '../../local/test-kits/newsletter-test-kit.ts'
import type { Audience } from './audience.ts'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const alertConsent = 'Send me one email when this book is out.'
const forthcoming = { slug: 'the-quiet-between-minds', title: 'The Quiet Between Minds', released: '2027-05-20' }
const published = { slug: 'tides-of-change', title: 'Tides of Change', released: '2024-03-01' }

onEveryDatabase('newsletter-subscribe/alerts.test.ts', (database) => {
  const kit = newsletterTestKit(database)
  const { valid, post, confirm, unsubscribe, tokenOf, emptyTables } = kit
  beforeEach(emptyTables)

  // The site's words as the deploy writes them for a site with a book on pre-order.
  const settings = {
    ...kit.settings,
    words: {
      ...kit.settings.words,
      newsletter: {
        ...kit.settings.words.newsletter,
        alerts: { consent: alertConsent, books: [forthcoming, published] },
      },
    },
  }
  const backend = (overrides: Parameters<typeof kit.backend>[0] = {}) => kit.backend({ settings, ...overrides })
  const alert = { ...valid, consentVersion: versionOf(alertConsent), topic: forthcoming.slug }
  const answer = async (response: Response) => ({ status: response.status, body: await response.json() })

  async function rows() {
    return (
      await database().db.query<Record<string, unknown>>(
        'select email, topic, status, consent from public.newsletter_subscribers order by topic',
      )
    ).rows
  }

  it('signs the address up for the book, under the alert’s consent, and mails a link that names the book', async () => {
    const { handler, mails, settled } = backend()
    expect(await answer(await handler(post(alert)))).toEqual({ status: 202, body: { status: 'check-your-inbox' } })
    await settled()
    expect(await rows()).toEqual([
      { email: valid.email, topic: forthcoming.slug, status: 'pending', consent: alertConsent },
    ])
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Confirm to hear when The Quiet Between Minds is out')
    expect(mails[0].text).toContain(
      'Someone, hopefully you, asked author.example to write to this address once, when The Quiet Between Minds is out.',
    )
    expect(mails[0].text).toContain(`By confirming, you agree to: “${alertConsent}”`)
    // Its links name the book for the pages' words, the List-Unsubscribe address opened in a browser too.
    expect(new URL(mails[0].confirmUrl).searchParams.get('book')).toBe(forthcoming.slug)
    expect(new URL(mails[0].unsubscribeUrl).searchParams.get('book')).toBe(forthcoming.slug)
    const listUnsubscribe = await handler(new Request(mails[0].headers['List-Unsubscribe'].slice(1, -1)))
    expect(listUnsubscribe.headers.get('location')).toBe(mails[0].unsubscribeUrl)
    expect((await handler(confirm(tokenOf(mails[0].confirmUrl)))).status).toBe(200)
    expect(await rows()).toMatchObject([{ topic: forthcoming.slug, status: 'confirmed', consent: alertConsent }])
  })

  it('keeps the newsletter and the alert apart: each confirmed and left by its own links, one mail a day a topic', async () => {
    const changes: string[] = []
    const audience: Audience = {
      add: async (email) => void changes.push(`add ${email}`),
      remove: async (email) => void changes.push(`remove ${email}`),
    }
    const { handler, mails, settled } = backend({ audience })
    await handler(post(valid))
    await handler(post(alert))
    await settled()
    // Asked for both at once, the reader gets both links; asked again the same day, neither mail again.
    await handler(post({ ...valid, email: valid.email.toUpperCase() }))
    await handler(post({ ...alert, email: alert.email.toUpperCase() }))
    await settled()
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Newsletter: confirm your subscription',
      'Confirm to hear when The Quiet Between Minds is out',
    ])

    // Confirming the alert confirms the alert alone, and puts no one on the newsletter's list.
    await handler(confirm(tokenOf(mails[1].confirmUrl)))
    await settled()
    expect(await rows()).toMatchObject([
      { topic: '', status: 'pending', consent: kit.consent },
      { topic: forthcoming.slug, status: 'confirmed', consent: alertConsent },
    ])
    expect(changes).toEqual([])

    await handler(confirm(tokenOf(mails[0].confirmUrl)))
    await handler(unsubscribe(tokenOf(mails[1].unsubscribeUrl)))
    await settled()
    expect(await rows()).toMatchObject([
      { topic: '', status: 'confirmed' },
      { topic: forthcoming.slug, status: 'unsubscribed' },
    ])
    expect(changes).toEqual([`add ${valid.email}`])
  })

  describe('refuses, storing and mailing nothing', () => {
    it.each([
      [
        'a book the site does not have',
        { ...alert, topic: 'no-such-book' },
        { error: 'unknown_topic', message: 'This site takes no release alerts for that book.' },
      ],
      [
        'a book already out',
        { ...alert, topic: published.slug },
        { error: 'topic_published', message: 'That book is out already: there is no release to wait for.' },
      ],
      [
        'the newsletter’s consent for an alert',
        { ...alert, consentVersion: valid.consentVersion },
        { error: 'unknown_consent_version' },
      ],
      [
        'the alert’s consent for the newsletter',
        { ...valid, consentVersion: alert.consentVersion },
        { error: 'unknown_consent_version' },
      ],
      [
        'a topic that is no slug',
        { ...alert, topic: '../books' },
        { fields: { topic: 'topic must be a book’s slug' } },
      ],
    ])('%s', async (_what, body, refusal) => {
      const { handler, mails, settled } = backend()
      const { status, body: answered } = await answer(await handler(post(body)))
      await settled()
      expect(status).toBe(422)
      expect(answered).toMatchObject(refusal)
      expect(await rows()).toEqual([])
      expect(mails).toEqual([])
    })

    it('the book once its day has begun everywhere', async () => {
      const { handler, now, advanceSeconds } = backend()
      advanceSeconds((Date.parse('2027-05-20T12:00:00Z') - now().getTime()) / 1000 - 1)
      expect((await handler(post(alert))).status).toBe(202)
      advanceSeconds(1)
      expect(await answer(await handler(post({ ...alert, email: 'bea@example.com' })))).toMatchObject({
        status: 422,
        body: { error: 'topic_published' },
      })
    })

    it('any alert on a site whose deploy named no books', async () => {
      const { handler } = kit.backend()
      expect(await answer(await handler(post(alert)))).toMatchObject({ status: 422, body: { error: 'unknown_topic' } })
    })
  })

  it('names the book in a mail that waited for room, as in one sent at once', async () => {
    const { handler, mails, settled, advanceSeconds } = backend({
      settings: { ...settings, rateLimit: { max: 1000, windowSeconds: 600, globalMax: 1 } },
    })
    await handler(post({ ...valid, email: 'bea@example.com' }))
    await handler(post(alert))
    await settled()
    expect(mails.map((mail) => mail.to)).toEqual(['bea@example.com'])
    advanceSeconds(600)
    await handler.sweep()
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['bea@example.com', 'Newsletter: confirm your subscription'],
      [valid.email, 'Confirm to hear when The Quiet Between Minds is out'],
    ])
    expect(mails[1].text).toContain(`“${alertConsent}”`)
  })
})
