import { confirmSeconds } from './timing.ts'

/** The confirmation mail: it carries its links, and the headers RFC 8058 asks of every list mail. */
export interface NewsletterMail {
  to: string
  subject: string
  text: string
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
  confirmUrl: string
  unsubscribeUrl: string
  /** Forwarded to the mail provider, so sending one mail again mails once. */
  idempotencyKey: string
}

export interface NewsletterMailer {
  send(mail: NewsletterMail): Promise<void>
}

export interface Links {
  /** The site's address: the links readers follow open its pages. */
  siteUrl: string
  /** Where the functions answer (…/functions/v1): mail programs post the one-click unsubscribe there. */
  functionsUrl: string
}

export function composeConfirmationMail(
  to: string,
  tokens: { confirm: string; unsubscribe: string },
  { siteUrl, functionsUrl }: Links,
  idempotencyKey: string,
): NewsletterMail {
  const confirmUrl = `${siteUrl}/newsletter/confirm?token=${tokens.confirm}`
  const unsubscribeUrl = `${siteUrl}/newsletter/unsubscribe?token=${tokens.unsubscribe}`
  const site = new URL(siteUrl).host
  return {
    to,
    subject: `Confirm your subscription to ${site}`,
    text: [
      `Someone, hopefully you, asked to receive news from ${site} at this address.`,
      '',
      `To confirm, open this link within ${confirmSeconds / 86_400} days:`,
      confirmUrl,
      '',
      'If it was not you, ignore this mail: without a confirmation nothing else is sent.',
      '',
      `To unsubscribe at any time: ${unsubscribeUrl}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${functionsUrl}/newsletter-subscribe/unsubscribe?token=${tokens.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    confirmUrl,
    unsubscribeUrl,
    idempotencyKey: `newsletter-confirmation/${idempotencyKey}`,
  }
}
