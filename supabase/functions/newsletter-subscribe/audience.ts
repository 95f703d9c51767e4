import { callResend, type ResendOptions } from '../_shared/resend.ts'
import { ConfigurationError, type Env } from '../_shared/settings.ts'

/** A copy of the list kept where the author sends the newsletter from: confirmed readers only. */
export interface Audience {
  add(email: string): Promise<void>
  remove(email: string): Promise<void>
}

/** A Resend audience, through its contacts API (https://resend.com/docs/api-reference/contacts). */
export function createResendAudience(options: ResendOptions & { audienceId: string }): Audience {
  const contacts = `/audiences/${encodeURIComponent(options.audienceId)}/contacts`
  return {
    add: (email) => callResend(options, 'POST', contacts, { email, unsubscribed: false }),
    // Kept as unsubscribed rather than deleted, so a broadcast to the audience skips them.
    remove: (email) => callResend(options, 'PATCH', `${contacts}/${encodeURIComponent(email)}`, { unsubscribed: true }),
  }
}

/** The Resend audience named by RESEND_AUDIENCE_ID, if any. */
export function audienceFromEnv(env: Env): Audience | undefined {
  const audienceId = env('RESEND_AUDIENCE_ID')
  if (!audienceId) return undefined
  const apiKey = env('RESEND_API_KEY')
  if (!apiKey) throw new ConfigurationError('RESEND_AUDIENCE_ID is set: also set RESEND_API_KEY.')
  return createResendAudience({ apiKey, audienceId })
}
