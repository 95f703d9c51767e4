import type { Mailer } from './notification.ts'

/** Without a mail provider: one line per message in the server log, naming the message only. */
export function createConsoleMailer(log: (line: string) => void = console.log): Mailer {
  return {
    async send({ messageId }) {
      log(`[contact] new message ${messageId} (no RESEND_API_KEY, so no mail sent; \`npm run inbox\` shows it)`)
    },
  }
}
