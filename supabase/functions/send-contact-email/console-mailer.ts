import type { Mailer } from './notification.ts'

/** Without a mail provider: one line per message in the server log (the address is validated, so safe to print). */
export function createConsoleMailer(log: (line: string) => void = console.log): Mailer {
  return {
    async send({ messageId, replyTo }) {
      log(`[contact] new message ${messageId} from <${replyTo}> (no RESEND_API_KEY, so no mail sent)`)
    },
  }
}
