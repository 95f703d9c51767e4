import { expiryMs } from '#src/outbox/retry-policy.ts'
import type { FailReason, SignUpStatus } from './sign-up-state.ts'

type Words = typeof import('virtual:content/newsletter').newsletterWords

const reasons: Record<FailReason, string> = {
  refused: 'The address was not accepted. Please check it and try again.',
  expired: `It could not be sent for ${expiryMs / 86_400_000} days. Please try again.`,
  unsent: 'It could not be sent. Please check your connection and try again.',
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
      return `${words.failed}. ${reasons[status.reason]}`
  }
}
