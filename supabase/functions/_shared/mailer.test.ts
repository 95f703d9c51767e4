import { afterEach, describe, expect, it, vi } from 'vitest'
import { composeConfirmationMail, confirmationMail } from '../newsletter-subscribe/mail.ts'
import { composeNotification, notificationMail } from '../send-contact-email/notification.ts'
import { createLogMailer, mailerFromEnv } from './mailer.ts'
import { englishReaderWords } from './reader-words.ts'

const envOf = (values: Record<string, string>) => (name: string) => values[name]
const notification = composeNotification('m-1', 'key-1', {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A private word.',
})
const links = {
  siteUrl: 'https://author.example',
  functionsUrl: 'https://project.supabase.example/functions/v1',
  words: englishReaderWords,
}
const confirmation = composeConfirmationMail(
  { to: 'ada@example.com', consent: 'Yes.' },
  { confirm: 'c', unsubscribe: 'u' },
  links,
  'key-2',
)

afterEach(() => vi.unstubAllGlobals())

/** Stands in for Resend: records what each function's mail sent as. */
function recordResend() {
  const bodies: Record<string, unknown>[] = []
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)))
    return new Response('{"id":"re_1"}')
  })
  return bodies
}

describe('one mailer for both functions', () => {
  it('without RESEND_API_KEY logs one line per mail: the contact message by id only, the sign-up by its link', async () => {
    const lines: string[] = []
    await createLogMailer(notificationMail, (line) => lines.push(line)).send(notification)
    await createLogMailer(confirmationMail, (line) => lines.push(line)).send(confirmation)

    expect(lines).toEqual([
      '[contact] new message m-1 (no RESEND_API_KEY, so no mail sent; `npm run inbox` shows it)',
      `[newsletter] confirmation mail (no RESEND_API_KEY, so not sent); its link: ${confirmation.confirmUrl}`,
    ])
    expect(lines.join('\n')).not.toContain('ada@example.com')
  })

  it('with RESEND_API_KEY refuses to start without the addresses each kind of mail needs', () => {
    const key = { RESEND_API_KEY: 're_secret' }
    expect(() => mailerFromEnv(notificationMail, envOf({ ...key, CONTACT_FROM_EMAIL: 'site@author.example' }))).toThrow(
      'RESEND_API_KEY is set: also set CONTACT_TO_EMAIL and CONTACT_FROM_EMAIL.',
    )
    expect(() => mailerFromEnv(confirmationMail, envOf(key))).toThrow(
      'RESEND_API_KEY is set: also set NEWSLETTER_FROM_EMAIL (or CONTACT_FROM_EMAIL).',
    )
  })

  it('with RESEND_API_KEY sends each through Resend from its own sender: the author mailed, the reader mailed', async () => {
    const bodies = recordResend()
    const env = envOf({
      RESEND_API_KEY: 're_secret',
      CONTACT_TO_EMAIL: 'author@author.example',
      CONTACT_FROM_EMAIL: 'site@author.example',
    })
    await mailerFromEnv(notificationMail, env).send(notification)
    await mailerFromEnv(confirmationMail, env).send(confirmation)

    expect(bodies).toMatchObject([
      { from: 'site@author.example', to: ['author@author.example'], reply_to: 'ada@example.com' },
      { from: 'site@author.example', to: ['ada@example.com'], headers: confirmation.headers },
    ])
    expect(bodies[1]).not.toHaveProperty('reply_to')
  })
})
