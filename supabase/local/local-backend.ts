import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describeError } from '../functions/_shared/log.ts'
import type { Env } from '../functions/_shared/settings.ts'
import { audienceFromEnv, newsletterMailerFromEnv } from '../functions/newsletter-subscribe/mailer-from-env.ts'
import { readNewsletterSettings } from '../functions/newsletter-subscribe/settings.ts'
import { type ContactHandler, createContactHandler } from '../functions/send-contact-email/handler.ts'
import { mailerFromEnv } from '../functions/send-contact-email/mailer-from-env.ts'
import { readContactSettings } from '../functions/send-contact-email/settings.ts'
import { type ContactDatabase, type ReservedDatabase, reserveContactDatabase } from './database.ts'
import { createLocalNewsletter, type LocalMail, type LocalNewsletter } from './local-newsletter.ts'
import { sendWebResponse, toWebRequest } from './node-http.ts'
import { createPgliteContactStore, listMessages, type StoredMessage } from './pglite-store.ts'
import { listSubscribers, type Subscriber } from './subscribers.ts'

const sweepIntervalMs = 60_000
const logSweepFailure = (error: unknown) => console.error(`[local backend] sweep failed: ${describeError(error)}`)

export interface LocalBackend {
  /** Takes the data dir; refused (with the holder's pid) while another process has it. */
  start(): Promise<void>
  /** Answers a Node request with the send-contact-email handler. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>
  /** Answers a Node request with the newsletter-subscribe handler. */
  handleNewsletter(req: IncomingMessage, res: ServerResponse): Promise<void>
  listMessages(): Promise<StoredMessage[]>
  listSubscribers(): Promise<Subscriber[]>
  listNewsletterMails(): Promise<LocalMail[]>
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
}: {
  dataDir: string
  env: Env
  /** Where the server serves the site, for the newsletter mail's links (SITE_URL overrides it). */
  siteUrl: string
}): LocalBackend {
  // A fresh salt per run: local rate-limit hashes only need to agree within one server's life.
  const local = { allowedOrigins: '*', addressSalt: randomBytes(32).toString('hex') }
  const settings = readContactSettings(env, local)
  const newsletterSettings = readNewsletterSettings(env, { ...local, siteUrl })
  const mailer = mailerFromEnv(env)
  const newsletterMailer = newsletterMailerFromEnv(env)
  const audience = audienceFromEnv(env)
  const peers = new WeakMap<Request, string>()
  let sweeping: ReturnType<typeof setInterval> | undefined

  let reserved: Promise<ReservedDatabase> | undefined
  const start = () =>
    (reserved ??= reserveContactDatabase(dataDir).catch((error: unknown) => {
      reserved = undefined
      throw error
    }))
  // The socket's peer, not X-Forwarded-For: no proxy stands in front of the local server.
  const clientAddress = (request: Request) => peers.get(request)
  let ready: Promise<{ database: ContactDatabase; handler: ContactHandler; newsletter: LocalNewsletter }> | undefined
  const open = () =>
    (ready ??= start()
      .then((place) => place.open())
      .then(
        (database) => {
          const handler = createContactHandler({
            store: createPgliteContactStore(database.db),
            mailer,
            clock: () => new Date(),
            settings,
            clientAddress,
          })
          const newsletter = createLocalNewsletter({
            db: database.db,
            mailer: newsletterMailer,
            audience,
            settings: newsletterSettings,
            clientAddress,
          })
          // What pg_cron does on Supabase: retry unsent notifications, forget what no longer serves.
          sweeping = setInterval(() => {
            void handler.sweep().catch(logSweepFailure)
            void newsletter.forget().catch(logSweepFailure)
          }, sweepIntervalMs)
          sweeping.unref()
          return { database, handler, newsletter }
        },
        (error: unknown) => {
          ready = undefined // the next request tries again
          throw error
        },
      ))

  async function serve(handler: (request: Request) => Promise<Response>, req: IncomingMessage, res: ServerResponse) {
    const request = toWebRequest(req)
    if (req.socket.remoteAddress) peers.set(request, req.socket.remoteAddress)
    await sendWebResponse(req, res, await handler(request))
  }

  return {
    async start() {
      await start()
    },
    async handle(req, res) {
      await serve((await open()).handler, req, res)
    },
    async handleNewsletter(req, res) {
      await serve((await open()).newsletter.handler, req, res)
    },
    async listMessages() {
      return listMessages((await open()).database.db)
    },
    async listSubscribers() {
      return listSubscribers((await open()).database.db)
    },
    async listNewsletterMails() {
      return (await open()).newsletter.mails()
    },
    async close() {
      clearInterval(sweeping)
      const opened = await ready?.catch(() => undefined)
      if (opened) await opened.database.close()
      else await (await reserved?.catch(() => undefined))?.release()
    },
  }
}
