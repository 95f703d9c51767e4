import { callResend, type ResendOptions } from '../_shared/resend.ts'

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
