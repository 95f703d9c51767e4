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

/** A release alert's book: its slug, the topic, and its title as the site names it. */
export interface AlertMailBook {
  slug: string
  title: string
}

/** Whom a confirmation mail goes to, the consent wording it asks them to confirm, and for a release alert its book. */
export interface Recipient {
  to: string
  consent: string
  book?: AlertMailBook
}

export interface Links {
  /** The site's address: the links readers follow open its pages. */
  siteUrl: string
  /** Where the functions answer (…/functions/v1): mail programs post the one-click unsubscribe there. */
  functionsUrl: string
}

/**
 * The site's page a mail's link opens, which asks before it posts the token; without one, the page alone. A release
 * alert's links name its book too, only so the page speaks of it: the server acts on the token alone.
 */
export const linkPageUrl = (siteUrl: string, action: 'confirm' | 'unsubscribe', token?: string, book?: string) =>
  `${siteUrl}/newsletter/${action}${linkSearch(token, book)}`

/** A link's search: its token, and a release alert's book; nothing, without either. */
const linkSearch = (token?: string, book?: string) => {
  const search = new URLSearchParams({
    ...(token !== undefined && { token }),
    ...(book !== undefined && { book }),
  }).toString()
  return search === '' ? '' : `?${search}`
}

/** The reader's mail in the site's words; `words` are the settings' (SITE_WORDS), never the request's, as is `consent`'s wording. */
export function composeConfirmationMail(
  { to, consent, book }: Recipient,
  tokens: { confirm: string; unsubscribe: string },
  { siteUrl, functionsUrl, words }: Links & { words: ReaderWords },
  idempotencyKey: string,
): NewsletterMail {
  const confirmUrl = linkPageUrl(siteUrl, 'confirm', tokens.confirm, book?.slug)
  const unsubscribeUrl = linkPageUrl(siteUrl, 'unsubscribe', tokens.unsubscribe, book?.slug)
  const site = new URL(siteUrl).host
  const mail = words.confirmationMail
  const days = confirmSeconds / 86_400
  return {
    to,
    // A release alert's mail names its book (decision 0075): the reader confirms hearing of that one book.
    subject:
      book === undefined
        ? fillWord(mail.subject, { newsletter: words.newsletter.name })
        : fillWord(mail.alertSubject, { title: book.title }),
    text: [
      book === undefined ? fillWord(mail.asked, { site }) : fillWord(mail.alertAsked, { site, title: book.title }),
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
      // Opened in a browser, it answers the unsubscribe page (link-endpoints.ts), for the book too.
      'List-Unsubscribe': `<${functionsUrl}/newsletter-subscribe/unsubscribe${linkSearch(tokens.unsubscribe, book?.slug)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    confirmUrl,
    unsubscribeUrl,
    idempotencyKey: `newsletter-confirmation/${idempotencyKey}`,
  }
}
