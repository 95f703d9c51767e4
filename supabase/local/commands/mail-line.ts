import { claimSeconds } from '../../functions/send-contact-email/delivery-timing.ts'
import type { StoredMessage } from '../server/pglite-store.ts'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
const seconds = (iso: string) => Date.parse(iso) / 1000

/**
 * Whether the author's notification of a message went out, said for `npm run inbox`: sent (when), held in a
 * flood (since when), or failed (how often, and when it is tried next). A message is claimed as it is stored
 * (attempt 1, due again `claimSeconds` later): while that claim runs, the mail is being sent, not failed.
 */
export function mailLine({ createdAt, mail }: Pick<StoredMessage, 'createdAt' | 'mail'>, now: Date): string {
  if (mail.sentAt) return `mail sent ${mail.sentAt}`
  if (mail.held)
    return `mail HELD since ${createdAt}: more messages came than the mails allowed per window; it goes out as the window allows`
  if (mail.attempts === 0) return `mail not sent yet: due ${mail.nextTry}`
  const firstClaim = mail.attempts === 1 && seconds(mail.nextTry) - seconds(createdAt) === claimSeconds
  if (firstClaim && now.getTime() < Date.parse(mail.nextTry)) return 'mail being sent'
  return `mail FAILED: ${plural(mail.attempts, 'attempt')}, next try ${mail.nextTry}`
}
