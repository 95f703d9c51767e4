import { ConfigurationError, type Env } from '../_shared/settings.ts'
import { type Audience, createResendAudience } from './audience.ts'
import { createConsoleNewsletterMailer } from './console-mailer.ts'
import type { NewsletterMailer } from './mail.ts'
import { createResendNewsletterMailer } from './resend-mailer.ts'

/** Resend when RESEND_API_KEY is set (from NEWSLETTER_FROM_EMAIL, else CONTACT_FROM_EMAIL), else the log. */
export function newsletterMailerFromEnv(env: Env): NewsletterMailer {
  const apiKey = env('RESEND_API_KEY')
  if (!apiKey) return createConsoleNewsletterMailer()
  const from = env('NEWSLETTER_FROM_EMAIL') || env('CONTACT_FROM_EMAIL')
  if (!from)
    throw new ConfigurationError('RESEND_API_KEY is set: also set NEWSLETTER_FROM_EMAIL (or CONTACT_FROM_EMAIL).')
  return createResendNewsletterMailer({ apiKey, from })
}

/** The Resend audience named by RESEND_AUDIENCE_ID, if any. */
export function audienceFromEnv(env: Env): Audience | undefined {
  const audienceId = env('RESEND_AUDIENCE_ID')
  if (!audienceId) return undefined
  const apiKey = env('RESEND_API_KEY')
  if (!apiKey) throw new ConfigurationError('RESEND_AUDIENCE_ID is set: also set RESEND_API_KEY.')
  return createResendAudience({ apiKey, audienceId })
}
