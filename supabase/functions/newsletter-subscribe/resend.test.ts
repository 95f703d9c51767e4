// The newsletter's Resend calls, made for real over HTTP to a local server standing in for Resend.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createResendMailer } from '../_shared/mailer.ts'
import { englishReaderWords } from '../_shared/reader-words.ts'
import { createResendAudience } from './audience.ts'
import { composeConfirmationMail, confirmationMail } from './mail.ts'

interface Received {
  method: string
  url: string
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

let server: Server
let baseUrl: string
let received: Received[]
let status = 200

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let text = ''
    for await (const chunk of req) text += chunk
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: JSON.parse(text) })
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(status === 200 ? '{"id":"re_1"}' : '{"message":"no"}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  received = []
  status = 200
})

const links = {
  siteUrl: 'https://author.example',
  functionsUrl: 'https://project.supabase.example/functions/v1',
  words: { ...englishReaderWords, newsletter: { name: 'Letters from the Shore' } },
}
const mail = composeConfirmationMail(
  { to: 'ada@example.com', consent: 'Yes, send me the letters.' },
  { confirm: 'c'.repeat(43), unsubscribe: 'u'.repeat(43) },
  links,
  'key-1',
)

describe('the Resend newsletter mailer', () => {
  it('sends the confirmation in plain text to the reader with the list headers, keyed by the request', async () => {
    const mailer = createResendMailer(
      confirmationMail,
      { from: 'Site <news@author.example>' },
      { apiKey: 're_secret', baseUrl },
    )
    await mailer.send(mail)

    const [request] = received
    expect(request).toMatchObject({ method: 'POST', url: '/emails' })
    expect(request.headers.authorization).toBe('Bearer re_secret')
    expect(request.headers['idempotency-key']).toBe('newsletter-confirmation/key-1')
    expect(request.body).toEqual({
      from: 'Site <news@author.example>',
      to: ['ada@example.com'],
      subject: 'Letters from the Shore: confirm your subscription',
      text: mail.text,
      headers: {
        'List-Unsubscribe': `<https://project.supabase.example/functions/v1/newsletter-subscribe/unsubscribe?token=${'u'.repeat(43)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
  })

  it('fails with the provider status, so the handler can give the mail back', async () => {
    status = 422
    const mailer = createResendMailer(confirmationMail, { from: 'news@author.example' }, { apiKey: 'k', baseUrl })
    await expect(mailer.send(mail)).rejects.toThrow(/Resend answered 422/)
  })
})

describe('the Resend audience', () => {
  it('adds a confirmed reader as a subscribed contact and marks one who left as unsubscribed', async () => {
    const audience = createResendAudience({ apiKey: 're_secret', audienceId: 'aud 1', baseUrl })
    await audience.add('ada+news@example.com')
    await audience.remove('ada+news@example.com')

    expect(received.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/audiences/aud%201/contacts',
        body: { email: 'ada+news@example.com', unsubscribed: false },
      },
      { method: 'PATCH', url: '/audiences/aud%201/contacts/ada%2Bnews%40example.com', body: { unsubscribed: true } },
    ])
    for (const request of received) expect(request.headers.authorization).toBe('Bearer re_secret')
  })

  it('fails with the provider status, for the handler to log', async () => {
    status = 404
    const audience = createResendAudience({ apiKey: 'k', audienceId: 'aud', baseUrl })
    await expect(audience.remove('ada@example.com')).rejects.toThrow(/Resend answered 404/)
  })
})
