import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describeError } from '../functions/_shared/log.ts'
import type { Env } from '../functions/_shared/settings.ts'
import { type ContactHandler, createContactHandler } from '../functions/send-contact-email/handler.ts'
import { mailerFromEnv } from '../functions/send-contact-email/mailer-from-env.ts'
import { readContactSettings } from '../functions/send-contact-email/settings.ts'
import { type ContactDatabase, type ReservedDatabase, reserveContactDatabase } from './database.ts'
import { sendWebResponse, toWebRequest } from './node-http.ts'
import { createPgliteContactStore, listMessages, type StoredMessage } from './pglite-store.ts'

const sweepIntervalMs = 60_000
const logSweepFailure = (error: unknown) => console.error(`[contact] sweep failed: ${describeError(error)}`)

export interface LocalBackend {
  /** Takes the data dir; refused (with the holder's pid) while another process has it. */
  start(): Promise<void>
  /** Answers a Node request with the send-contact-email handler. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>
  listMessages(): Promise<StoredMessage[]>
  close(): Promise<void>
}

/**
 * The function as it runs on Supabase, but on PGlite in `dataDir` (or `memory://`). Settings are
 * read (and refused) at once and the data dir is taken by start(); the database opens on the first
 * request, so servers that never get one (builds' previews, most browser tests) do not pay for it.
 */
export function createLocalBackend({ dataDir, env }: { dataDir: string; env: Env }): LocalBackend {
  const settings = readContactSettings(env, {
    allowedOrigins: '*',
    // A fresh salt per run: local rate-limit hashes only need to agree within one server's life.
    addressSalt: randomBytes(32).toString('hex'),
  })
  const mailer = mailerFromEnv(env)
  const peers = new WeakMap<Request, string>()
  let sweeping: ReturnType<typeof setInterval> | undefined

  let reserved: Promise<ReservedDatabase> | undefined
  const start = () =>
    (reserved ??= reserveContactDatabase(dataDir).catch((error: unknown) => {
      reserved = undefined
      throw error
    }))
  let ready: Promise<{ database: ContactDatabase; handler: ContactHandler }> | undefined
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
            // The socket's peer, not X-Forwarded-For: no proxy stands in front of the local server.
            clientAddress: (request) => peers.get(request),
          })
          // What pg_cron does on Supabase: retry unsent notifications, forget what no longer serves.
          sweeping = setInterval(() => void handler.sweep().catch(logSweepFailure), sweepIntervalMs)
          sweeping.unref()
          return { database, handler }
        },
        (error: unknown) => {
          ready = undefined // the next request tries again
          throw error
        },
      ))

  return {
    async start() {
      await start()
    },
    async handle(req, res) {
      const { handler } = await open()
      const request = toWebRequest(req)
      if (req.socket.remoteAddress) peers.set(request, req.socket.remoteAddress)
      await sendWebResponse(req, res, await handler(request))
    },
    async listMessages() {
      return listMessages((await open()).database.db)
    },
    async close() {
      clearInterval(sweeping)
      const opened = await ready?.catch(() => undefined)
      if (opened) await opened.database.close()
      else await (await reserved?.catch(() => undefined))?.release()
    },
  }
}
