// The links in the confirmation mail, posted to newsletter-subscribe on PGlite: every token a
// reader (or anyone) could send gets a clear answer, never a 5xx, and a GET changes nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'
import { functionUrl, newsletterTestKit } from '../../local/test-kits/newsletter-test-kit.ts'
import type { Audience } from './audience.ts'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

onEveryDatabase('newsletter-subscribe/links.test.ts', (database) => {
  const { valid, backend, post, confirm, unsubscribe, tokenOf, subscribers, emptyTables } = newsletterTestKit(database)
  beforeEach(emptyTables)

  /** A reader signed up, their mail's two tokens at hand. */
  async function signedUp(kit = backend()) {
    await kit.handler(post(valid))
    await kit.settled()
    const mail = kit.mails.at(-1)
    if (!mail) throw new Error('no mail was sent')
    return { ...kit, confirmToken: tokenOf(mail.confirmUrl), unsubscribeToken: tokenOf(mail.unsubscribeUrl) }
  }

  const answerOf = async (response: Response) => ({ status: response.status, body: await response.json() })
  const invalid = { status: 404, body: { error: 'invalid', message: 'This link is not valid.' } }

  describe('confirming', () => {
    it('works until the link is 7 days old, then answers 410 expired and leaves the reader pending', async () => {
      const kit = await signedUp()
      kit.advanceSeconds(7 * 24 * 60 * 60)
      expect(await answerOf(await kit.handler(confirm(kit.confirmToken)))).toEqual({
        status: 410,
        body: { error: 'expired', message: 'This link has expired; sign up again for a new one.' },
      })
      expect(await subscribers()).toMatchObject([{ status: 'pending', confirmed_at: null }])
    })

    it('just before the 7 days are up still confirms', async () => {
      const kit = await signedUp()
      kit.advanceSeconds(7 * 24 * 60 * 60 - 1)
      expect(await answerOf(await kit.handler(confirm(kit.confirmToken)))).toEqual({
        status: 200,
        body: { status: 'confirmed' },
      })
    })

    it('twice at once confirms once and says already confirmed once', async () => {
      const kit = await signedUp()
      const answers = await Promise.all([
        kit.handler(confirm(kit.confirmToken)),
        kit.handler(confirm(kit.confirmToken)),
      ])
      const bodies = await Promise.all(answers.map((answer) => answer.json()))
      expect(bodies.map((body) => body.status).sort()).toEqual(['already-confirmed', 'confirmed'])
    })

    it("with a second mail's link after the first confirmed says already confirmed", async () => {
      const kit = await signedUp()
      kit.advanceSeconds(24 * 60 * 60)
      const second = await signedUp(kit)
      await kit.handler(confirm(kit.confirmToken))
      expect(await (await kit.handler(confirm(second.confirmToken))).json()).toEqual({ status: 'already-confirmed' })
    })

    it('after unsubscribing is refused: an older mail cannot sign the reader up again', async () => {
      const kit = await signedUp()
      await kit.handler(unsubscribe(kit.unsubscribeToken))
      expect(await answerOf(await kit.handler(confirm(kit.confirmToken)))).toEqual(invalid)
      expect(await subscribers()).toMatchObject([{ status: 'unsubscribed' }])
    })

    it.each([
      [
        'a tampered token (one character changed)',
        (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      ],
      ['the unsubscribe token', (_token: string, other: string) => other],
      ['an unknown token of the right shape', () => 'A'.repeat(43)],
      ['a token one character short', (token: string) => token.slice(1)],
      ['a token with padding', (token: string) => `${token}=`],
      ['the token percent-encoded', (token: string) => encodeURIComponent(`${token}/`)],
      ['an empty token', () => ''],
      ['SQL', () => "' or 1=1; --"],
      ['a number', () => 42],
      ['null', () => null],
      ['an array of the token', (token: string) => [token]],
      ['an object', (token: string) => ({ token })],
      ['a very long token', (token: string) => token.repeat(20)],
    ])('with %s answers 404 invalid and confirms no one', async (_what, make) => {
      const kit = await signedUp()
      expect(await answerOf(await kit.handler(confirm(make(kit.confirmToken, kit.unsubscribeToken))))).toEqual(invalid)
      expect(await subscribers()).toMatchObject([{ status: 'pending' }])
    })
  })

  describe('unsubscribing', () => {
    it.each([
      ['a tampered token', (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
      ['the confirmation token', (_token: string, other: string) => other],
      ['no token', () => undefined],
    ])('with %s answers 404 invalid', async (_what, make) => {
      const kit = await signedUp()
      expect(await answerOf(await kit.handler(unsubscribe(make(kit.unsubscribeToken, kit.confirmToken))))).toEqual(
        invalid,
      )
      expect(await subscribers()).toMatchObject([{ status: 'pending' }])
    })

    const oneClick = (token: string, body: string, contentType = 'application/x-www-form-urlencoded') =>
      new Request(`${functionUrl}/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      })

    // RFC 8058's own example is multipart; mail programs send either kind of form.
    const multipart = (field: string, value: string) =>
      [
        '-----FormBoundaryjWmhtjORrn',
        `Content-Disposition: form-data; name="${field}"`,
        '',
        value,
        '-----FormBoundaryjWmhtjORrn--',
        '',
      ].join('\r\n')
    const multipartType = 'multipart/form-data; boundary=---FormBoundaryjWmhtjORrn'

    it.each([
      ['a URL-encoded form', (token: string) => oneClick(token, 'List-Unsubscribe=One-Click')],
      [
        'RFC 8058’s multipart form',
        (token: string) => oneClick(token, multipart('List-Unsubscribe', 'One-Click'), multipartType),
      ],
    ])('takes the one-click POST as %s', async (_what, request) => {
      const kit = await signedUp()
      expect(await answerOf(await kit.handler(request(kit.unsubscribeToken)))).toEqual({
        status: 200,
        body: { status: 'unsubscribed' },
      })
      expect(await subscribers()).toMatchObject([{ status: 'unsubscribed' }])
    })

    it.each([
      ['a form without List-Unsubscribe=One-Click', (token: string) => oneClick(token, 'List-Unsubscribe=Yes'), 400],
      ['plain text', (token: string) => oneClick(token, 'List-Unsubscribe=One-Click', 'text/plain'), 415],
      ['a form over 1 KB', (token: string) => oneClick(token, `List-Unsubscribe=One-Click&x=${'x'.repeat(1024)}`), 413],
      ['a form and no token in the address', () => oneClick('', 'List-Unsubscribe=One-Click'), 404],
      [
        'a multipart form without List-Unsubscribe=One-Click',
        (token: string) => oneClick(token, multipart('List-Unsubscribe', 'Yes'), multipartType),
        400,
      ],
      ['a broken multipart form', (token: string) => oneClick(token, 'List-Unsubscribe=One-Click', multipartType), 400],
    ])('refuses %s and changes nothing', async (_what, request, status) => {
      const kit = await signedUp()
      expect((await kit.handler(request(kit.unsubscribeToken))).status).toBe(status)
      expect(await subscribers()).toMatchObject([{ status: 'pending' }])
    })
  })

  describe('a GET', () => {
    it.each(['/confirm', ''])('to …%s is answered 405 and changes nothing', async (path) => {
      const kit = await signedUp()
      const response = await kit.handler(new Request(`${functionUrl}${path}?token=${kit.confirmToken}`))
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST, OPTIONS')
      expect(await subscribers()).toMatchObject([{ status: 'pending' }])
    })

    it.each(['GET', 'HEAD'])(
      'to the List-Unsubscribe address (%s, a browser or a scanner) answers the site’s page for the token, and unsubscribes no one',
      async (method) => {
        const kit = await signedUp()
        const listUnsubscribe = kit.mails[0].headers['List-Unsubscribe'].slice(1, -1)
        const response = await kit.handler(new Request(listUnsubscribe, { method }))
        expect(response.status).toBe(303)
        expect(response.headers.get('location')).toBe(kit.mails[0].unsubscribeUrl)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(response.headers.get('referrer-policy')).toBe('no-referrer')
        expect(await subscribers()).toMatchObject([{ status: 'pending' }])
        // The one-click POST to the same address still unsubscribes at once.
        const oneClick = await kit.handler(
          new Request(listUnsubscribe, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'List-Unsubscribe=One-Click',
          }),
        )
        expect(oneClick.status).toBe(200)
        expect(await subscribers()).toMatchObject([{ status: 'unsubscribed' }])
      },
    )

    it.each([
      ['no token', ''],
      ['something else in its place', '?token=%0D%0ALocation:%20https://evil.example'],
      ['something else as its book', '?book=..%2F%0D%0ALocation:%20https://evil.example'],
    ])('to the List-Unsubscribe address with %s answers the page without one', async (_what, search) => {
      const response = await backend().handler(new Request(`${functionUrl}/unsubscribe${search}`))
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('https://author.example/newsletter/unsubscribe')
    })
  })

  describe('the Resend audience', () => {
    function recordingAudience() {
      const changes: string[] = []
      const audience: Audience = {
        add: async (email) => void changes.push(`add ${email}`),
        remove: async (email) => void changes.push(`remove ${email}`),
      }
      return { changes, audience }
    }

    it('gets a reader when they confirm and loses them when they unsubscribe, once each', async () => {
      const { changes, audience } = recordingAudience()
      const kit = await signedUp(backend({ audience }))
      await kit.handler(confirm(kit.confirmToken))
      await kit.handler(confirm(kit.confirmToken))
      await kit.handler(unsubscribe(kit.unsubscribeToken))
      await kit.handler(unsubscribe(kit.unsubscribeToken))
      await kit.settled()
      expect(changes).toEqual([`add ${valid.email}`, `remove ${valid.email}`])
    })

    it('never hears of a reader who unsubscribes before confirming', async () => {
      const { changes, audience } = recordingAudience()
      const kit = await signedUp(backend({ audience }))
      await kit.handler(unsubscribe(kit.unsubscribeToken))
      await kit.settled()
      expect(changes).toEqual([])
    })

    it('failing is logged without the address, and the reader is confirmed all the same', async () => {
      const audience: Audience = {
        add: async () => {
          throw new Error('Resend answered 500')
        },
        remove: async () => {},
      }
      const kit = await signedUp(backend({ audience }))
      expect((await kit.handler(confirm(kit.confirmToken))).status).toBe(200)
      await kit.settled()
      expect(kit.logs).toEqual([
        expect.stringContaining('the Resend audience was not updated (Error: Resend answered 500)'),
      ])
      expect(kit.logs.join('\n')).not.toContain(valid.email)
      expect(await subscribers()).toMatchObject([{ status: 'confirmed' }])
    })
  })
})
