import { fillWord } from '../_shared/fill-words.ts'
import type { Mailer, MailKind } from '../_shared/mailer.ts'
import { formFor } from '../_shared/plural-form.ts'
import type { ReaderWords } from '../_shared/reader-words.ts'
import { ConfigurationError } from '../_shared/settings.ts'
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

export type NewsletterMailer = Mailer<NewsletterMail>

/** To the reader from NEWSLETTER_FROM_EMAIL (else CONTACT_FROM_EMAIL), with the list headers mail programs show as an Unsubscribe button. */
export const confirmationMail: MailKind<NewsletterMail, { from: string }> = {
  addresses(env) {
    const from = env('NEWSLETTER_FROM_EMAIL') || env('CONTACT_FROM_EMAIL')
    if (!from)
      throw new ConfigurationError('RESEND_API_KEY is set: also set NEWSLETTER_FROM_EMAIL (or CONTACT_FROM_EMAIL).')
    return { from }
  },
  toResend: ({ to, subject, text, headers, idempotencyKey }, { from }) => ({
    from,
    to,
    subject,
    text,
    headers,
    idempotencyKey,
  }),
  // The link, for the author to follow locally: without a provider no reader is mailed.
  logLine: ({ confirmUrl }) =>
    `[newsletter] confirmation mail (no RESEND_API_KEY, so not sent); its link: ${confirmUrl}`,
}

/** Whom a confirmation mail goes to, the consent wording it asks them to confirm, and for a release alert its book's title. */
export interface Recipient {
  to: string
  consent: string
  book?: string
}

export interface Links {
  /** The site's address: the links readers follow open its pages. */
  siteUrl: string
  /** Where the functions answer (…/functions/v1): mail programs post the one-click unsubscribe there. */
  functionsUrl: string
}

/** The site's page a mail's link opens, which asks before it posts the token; without one, the page alone. */
export const linkPageUrl = (siteUrl: string, action: 'confirm' | 'unsubscribe', token?: string) =>
  `${siteUrl}/newsletter/${action}${token === undefined ? '' : `?token=${token}`}`

/** The reader's mail in the site's words; `words` are the settings' (SITE_WORDS), never the request's, as is `consent`'s wording. */
export function composeConfirmationMail(
  { to, consent, book }: Recipient,
  tokens: { confirm: string; unsubscribe: string },
  { siteUrl, functionsUrl, words }: Links & { words: ReaderWords },
  idempotencyKey: string,
): NewsletterMail {
  const confirmUrl = linkPageUrl(siteUrl, 'confirm', tokens.confirm)
  const unsubscribeUrl = linkPageUrl(siteUrl, 'unsubscribe', tokens.unsubscribe)
  const site = new URL(siteUrl).host
  const mail = words.confirmationMail
  const days = confirmSeconds / 86_400
  return {
    to,
    // A release alert's mail names its book (decision 0075): the reader confirms hearing of that one book.
    subject:
      book === undefined
        ? fillWord(mail.subject, { newsletter: words.newsletter.name })
        : fillWord(mail.alertSubject, { title: book }),
    text: [
      book === undefined ? fillWord(mail.asked, { site }) : fillWord(mail.alertAsked, { site, title: book }),
      '',
      // The words the reader agrees to, as the site showed them and as their record will keep them.
      fillWord(mail.agreeing, { consent }),
      '',
      fillWord(formFor(mail.toConfirm, words.language, days), {
        count: new Intl.NumberFormat(words.language).format(days),
      }),
      confirmUrl,
      '',
      mail.notYou,
      '',
      fillWord(mail.unsubscribe, { link: unsubscribeUrl }),
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
