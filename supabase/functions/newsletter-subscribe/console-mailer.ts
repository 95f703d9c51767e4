import type { NewsletterMailer } from './mail.ts'

/** Without a mail provider: the confirmation link in the server log, for the author to follow locally. */
export function createConsoleNewsletterMailer(log: (line: string) => void = console.log): NewsletterMailer {
  return {
    async send(mail) {
      log(`[newsletter] confirmation mail (no RESEND_API_KEY, so not sent); its link: ${mail.confirmUrl}`)
    },
  }
}
