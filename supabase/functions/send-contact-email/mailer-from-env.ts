import { ConfigurationError, type Env } from '../_shared/settings.ts'
import { createConsoleMailer } from './console-mailer.ts'
import type { Mailer } from './notification.ts'
import { createResendMailer } from './resend-mailer.ts'

/** Resend when RESEND_API_KEY is set (then CONTACT_TO_EMAIL and CONTACT_FROM_EMAIL are needed too), else the log. */
export function mailerFromEnv(env: Env): Mailer {
  const apiKey = env('RESEND_API_KEY')
  if (!apiKey) return createConsoleMailer()
  const to = env('CONTACT_TO_EMAIL')
  const from = env('CONTACT_FROM_EMAIL')
  if (!to || !from)
    throw new ConfigurationError('RESEND_API_KEY is set: also set CONTACT_TO_EMAIL and CONTACT_FROM_EMAIL.')
  return createResendMailer({ apiKey, to, from })
}
