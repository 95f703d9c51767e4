import { site } from 'virtual:content/site'
import { counted } from '#src/content/counted.ts'
import { expiryMs } from '#src/outbox/retry-policy.ts'
import type { FailReason, SignUpStatus } from './sign-up-state.ts'

type Words = typeof import('virtual:words/newsletter')

// Why a sign-up failed, after the form's "could not be sent".
const reasons: Record<FailReason, (words: Words) => string> = {
  refused: (words) => words.refused,
  expired: (words) => counted(words.expiredDays, site.language, expiryMs / 86_400_000, {}),
  unsent: (words) => words.unsent,
  // Where to write instead follows, as a link, when the site names an address (NewsletterForm).
  unconnected: (words) => words.unconnected,
}

/** What the form's live region says for a status, in the content's words; nothing while idle. */
export function statusText(status: SignUpStatus, words: Words): string {
  switch (status.kind) {
    case 'idle':
      return ''
    case 'sending':
      return words.sending
    case 'sent':
      return words.sent
    case 'waiting':
      return words.waiting
    case 'failed':
      return `${words.failed}. ${reasons[status.reason](words)}`
  }
}
