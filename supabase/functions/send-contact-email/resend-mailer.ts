import type { Mailer } from './notification.ts'

export interface ResendOptions {
  apiKey: string
  from: string
  to: string
  fetch?: typeof fetch
}

/** Sends through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email). */
export function createResendMailer({ apiKey, from, to, fetch: send = fetch }: ResendOptions): Mailer {
  return {
    async send(notification) {
      const response = await send('https://api.resend.com/emails', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': `contact-message/${notification.idempotencyKey}`,
        },
        body: JSON.stringify({
          from,
          to: [to],
          reply_to: notification.replyTo,
          subject: notification.subject,
          text: notification.text,
        }),
      })
      if (!response.ok) throw new Error(`Resend answered ${response.status}: ${(await response.text()).slice(0, 500)}`)
    },
  }
}
