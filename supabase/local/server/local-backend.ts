import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Env } from '../../functions/_shared/settings.ts'
import { ageConfirmLinks } from './age-confirm-links.ts'
import { cachedUntilRejected } from './cached-until-rejected.ts'
import { reserveContactDatabase } from './database.ts'
import { startLocalFunctions } from './local-functions.ts'
import type { LocalMail } from './local-newsletter.ts'
import { readLocalSettings } from './local-settings.ts'
import { createNodeServing } from './node-serving.ts'
import { listMessages, type StoredMessage } from './pglite-store.ts'
import { listSubscribers, type Subscriber } from './subscribers.ts'

export interface LocalBackend {
  /** Takes the data dir; refused (with the holder's pid) while another process has it. */
  start(): Promise<void>
  /** Opens the database now rather than on the first request. */
  openNow(): Promise<void>
  /** Answers a Node request with the send-contact-email handler. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>
  /** Answers a Node request with the newsletter-subscribe handler. */
  handleNewsletter(req: IncomingMessage, res: ServerResponse): Promise<void>
  listMessages(): Promise<StoredMessage[]>
  listSubscribers(): Promise<Subscriber[]>
  listNewsletterMails(): Promise<LocalMail[]>
  /** For the browser tests: see age-confirm-links.ts. */
  ageConfirmLinks(email: string): Promise<number>
  close(): Promise<void>
}

/**
 * The functions as they run on Supabase, but on one PGlite in `dataDir` (or `memory://`). Settings are
 * read (and refused) at once and the data dir is taken by start(); the database opens on the first
 * request, so servers that never get one (builds' previews, most browser tests) do not pay for it.
 */
export function createLocalBackend({
  dataDir,
  env,
  siteUrl,
  siteWords,
}: {
  dataDir: string
  env: Env
  /** Where the server serves the site, for the newsletter mail's links (SITE_URL overrides it). */
  siteUrl: string
  /** The site's words for the functions (SITE_WORDS overrides them); none, English. */
  siteWords?: string
}): LocalBackend {
  const settings = readLocalSettings(env, siteUrl, siteWords)
  const { serve, clientAddress } = createNodeServing()
  const reserved = cachedUntilRejected(() => reserveContactDatabase(dataDir))
  const opened = cachedUntilRejected(async () => {
    const database = await (await reserved.get()).open()
    return { database, functions: startLocalFunctions(database.db, settings, clientAddress) }
  })
  const open = opened.get

  return {
    async start() {
      await reserved.get()
    },
    async openNow() {
      await open()
    },
    async handle(req, res) {
      await serve((await open()).functions.contact, req, res)
    },
    async handleNewsletter(req, res) {
      await serve((await open()).functions.newsletter.handler, req, res)
    },
    async listMessages() {
      return listMessages((await open()).database.db)
    },
    async listSubscribers() {
      return listSubscribers((await open()).database.db)
    },
    async listNewsletterMails() {
      return (await open()).functions.newsletter.mails()
    },
    async ageConfirmLinks(email) {
      return ageConfirmLinks((await open()).database.db, email)
    },
    async close() {
      const open = await opened.made()
      open?.functions.stop()
      if (open) await open.database.close()
      else await (await reserved.made())?.release()
    },
  }
}
