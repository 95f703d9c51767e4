import { describe, expect, it } from 'vitest'
import { createResendMailer } from '../_shared/mailer.ts'
import { composeNotification, notificationMail } from './notification.ts'

const message = {
  name: 'Eve\u00a0Evil',
  email: 'eve@example.com',
  subject: 'Bcc: everyone@example.com',
  message: 'Hello,\nSubject: fake header line\n\n<b>not html</b>',
}

function recordingFetch(status = 200) {
  const requests: Request[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init))
    return new Response(status === 200 ? '{"id":"re_1"}' : '{"message":"invalid from"}', { status })
  }
  return { requests, fetch: fetch as typeof globalThis.fetch }
}

describe('the notification through Resend', () => {
  it('sends plain text to the author with the visitor only as reply-to, keyed by the submission', async () => {
    const { requests, fetch } = recordingFetch()
    const addresses = { from: 'Site <site@author.example>', to: 'author@author.example' }
    const mailer = createResendMailer(notificationMail, addresses, { apiKey: 're_secret', fetch })
    await mailer.send(composeNotification('m-1', 'key-1', message))

    const [request] = requests
    expect(request.url).toBe('https://api.resend.com/emails')
    expect(request.headers.get('authorization')).toBe('Bearer re_secret')
    expect(request.headers.get('idempotency-key')).toBe('contact-message/key-1')
    const sent = await request.json()
    expect(Object.keys(sent).sort()).toEqual(['from', 'reply_to', 'subject', 'text', 'to'])
    expect(sent).toMatchObject({
      from: 'Site <site@author.example>',
      to: ['author@author.example'],
      reply_to: 'eve@example.com',
      subject: message.subject,
    })
    expect(sent.text).toContain(message.message)
    expect(sent.text).toContain(`Subject: ${message.subject}`)
  })

  it('fails with the provider status, so the handler can log it', async () => {
    const addresses = { from: 'f@x.example', to: 't@x.example' }
    const mailer = createResendMailer(notificationMail, addresses, { apiKey: 'k', fetch: recordingFetch(422).fetch })
    await expect(mailer.send(composeNotification('m-1', 'key-1', message))).rejects.toThrow(/Resend answered 422/)
  })
})
