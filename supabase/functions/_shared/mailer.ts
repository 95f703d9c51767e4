import { type ResendMail, type ResendOptions, sendThroughResend } from './resend.ts'
import type { Env } from './settings.ts'

export interface Mailer<Mail> {
  send(mail: Mail): Promise<void>
}

/** What one function's mail is; how it goes out (Resend, or the log without a key) is the same for both. */
export interface MailKind<Mail, Addresses> {
  /** The addresses it goes between, read when RESEND_API_KEY is set; a ConfigurationError names what is missing. */
  addresses(env: Env): Addresses
  toResend(mail: Mail, addresses: Addresses): ResendMail
  /** The server log's line instead of a mail: never the visitor's words or address. */
  logLine(mail: Mail): string
}

/** Sends each mail through Resend. */
export function createResendMailer<Mail, Addresses>(
  kind: MailKind<Mail, Addresses>,
  addresses: Addresses,
  options: ResendOptions,
): Mailer<Mail> {
  return { send: (mail) => sendThroughResend(options, kind.toResend(mail, addresses)) }
}

/** Without a mail provider: one line per mail in the server log. */
export function createLogMailer<Mail>(
  kind: Pick<MailKind<Mail, unknown>, 'logLine'>,
  log: (line: string) => void = console.log,
): Mailer<Mail> {
  return { send: async (mail) => log(kind.logLine(mail)) }
}

/** Resend when RESEND_API_KEY is set (with the addresses `kind` needs), else the log. */
export function mailerFromEnv<Mail, Addresses>(kind: MailKind<Mail, Addresses>, env: Env): Mailer<Mail> {
  const apiKey = env('RESEND_API_KEY')
  return apiKey ? createResendMailer(kind, kind.addresses(env), { apiKey }) : createLogMailer(kind)
}
