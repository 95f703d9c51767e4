import type { PGlite } from '@electric-sql/pglite'
import type { NewsletterHandlerDeps } from '../../functions/newsletter-subscribe/deps.ts'
import { createNewsletterHandler, type NewsletterHandler } from '../../functions/newsletter-subscribe/handler.ts'
import type { NewsletterMail, NewsletterMailer } from '../../functions/newsletter-subscribe/mail.ts'
import type { NewsletterSettings } from '../../functions/newsletter-subscribe/settings.ts'
import { createSqlNewsletterStore } from '../../functions/newsletter-subscribe/store.ts'
import { queryOn } from './pglite-store.ts'

/** A mail as the local server sent it (to the log, or through Resend when configured), for the tests. */
export type LocalMail = Omit<NewsletterMail, 'idempotencyKey'> & { sentAt: string }

export interface LocalNewsletter {
  /** The function, and its sweep of deferred mails, which pg_cron runs every minute on Supabase. */
  handler: NewsletterHandler
  /** Every mail sent since the server started, oldest first, once the work after each answer is done. */
  mails(): Promise<LocalMail[]>
  /** What pg_cron does daily on Supabase. */
  forget(): Promise<unknown>
}

/** The newsletter function as it runs on Supabase, on the local server's PGlite, its mails kept in memory. */
export function createLocalNewsletter(deps: {
  db: PGlite
  mailer: NewsletterMailer
  audience: NewsletterHandlerDeps['audience']
  settings: NewsletterSettings
  clientAddress: NewsletterHandlerDeps['clientAddress']
}): LocalNewsletter {
  const sent: LocalMail[] = []
  const pending = new Set<Promise<void>>()
  const recording: NewsletterMailer = {
    async send(mail) {
      await deps.mailer.send(mail)
      const { idempotencyKey, ...shown } = mail
      sent.push({ ...shown, sentAt: new Date().toISOString() })
    },
  }
  const store = createSqlNewsletterStore(queryOn(deps.db))
  const handler = createNewsletterHandler({
    store,
    mailer: recording,
    audience: deps.audience,
    clock: () => new Date(),
    settings: deps.settings,
    clientAddress: deps.clientAddress,
    waitUntil(task) {
      pending.add(task)
      void task.finally(() => pending.delete(task))
    },
  })
  return {
    handler,
    async mails() {
      // Work handed over may hand over more (deferred mails, then their sending).
      while (pending.size) await Promise.all(pending)
      return [...sent]
    },
    forget: () => store.forget(new Date()),
  }
}
