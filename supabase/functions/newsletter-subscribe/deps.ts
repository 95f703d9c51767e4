import type { Log } from '../_shared/log.ts'
import type { Audience } from './audience.ts'
import type { NewsletterMailer } from './mail.ts'
import type { NewsletterSettings } from './settings.ts'
import type { NewsletterStore } from './store.ts'

export interface NewsletterHandlerDeps {
  store: NewsletterStore
  mailer: NewsletterMailer
  /** The list's copy at the mail provider, kept to the confirmed readers; none by default. */
  audience?: Audience
  clock: () => Date
  settings: NewsletterSettings
  /** The caller's network address as the platform saw it; never a header the caller could set freely. */
  clientAddress: (request: Request) => string | undefined
  /**
   * Runs work after the answer is sent (the mail, the audience), so how long an answer takes says
   * nothing about the address. On Supabase: EdgeRuntime.waitUntil; a task logs its own failure.
   */
  waitUntil?: (task: Promise<void>) => void
  log?: Log
  /** How long a caller may take to send its body; read-body.ts's deadline unless set (tests set less). */
  bodyDeadlineMs?: number
}

/** What the endpoints use: the handler's dependencies with the defaults filled in. */
export type EndpointDeps = NewsletterHandlerDeps & Required<Pick<NewsletterHandlerDeps, 'waitUntil' | 'log'>>
