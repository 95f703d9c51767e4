import { floodLimits, type RateLimit } from '../_shared/flood-limits.ts'
import type { FloodDigest } from './store.ts'

/** The mail that tells the author of a flood, so no message is late, or dropped, without their knowing. */
export interface DigestMail {
  digest: FloodDigest
  /** Forwarded to the mail provider, so sending one digest again mails once. */
  idempotencyKey: string
  subject: string
  text: string
}

const messages = (count: number) => `${count} message${count === 1 ? '' : 's'}`

/** In English, as the author's notifications are: the author's own mail, never a reader's. */
export function composeDigest(digest: FloodDigest, rateLimit: RateLimit): DigestMail {
  const { held, sent, dropped, since, at } = digest
  const minutes = rateLimit.windowSeconds / 60
  return {
    digest,
    idempotencyKey: `contact-digest/${at.toISOString()}`,
    subject:
      held > 0
        ? `Your contact form is busy: ${messages(held)} waiting`
        : 'Your contact form is quiet again: the messages that waited have reached you',
    text: [
      `More messages came through your contact form than the ${rateLimit.globalMax} mails per ${minutes} minutes it sends you.`,
      'The rest wait their turn, one sender (one network) at a time, so a flood from one place holds back no one else.',
      '',
      `${since ? `Since the last summary (${since.toISOString()})` : 'So far'}:`,
      `  ${messages(held)} waiting now`,
      `  ${messages(sent)} sent to you after waiting`,
      `  ${messages(dropped)} dropped: the oldest of one sender's beyond the ${floodLimits(rateLimit).heldPerNetwork} that may wait`,
      '',
      'Waiting messages reach you as the limit allows; the view contact_messages_unsent lists them.',
      'You hear from this summary at most once an hour, and once more when the wait is over.',
    ].join('\n'),
  }
}
