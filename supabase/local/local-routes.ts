import type { Connect, Logger } from 'vite'
import type { LocalBackend } from './local-backend.ts'
import { inboxPath, newsletterMailsPath, subscribersPath } from './routes.ts'
import { fromThisMachineOnly } from './this-machine-only.ts'

/**
 * Visitors' messages and readers' addresses: only this machine may read them, even when the
 * server listens on the network (--host).
 */
export function mountLocalReads(middlewares: Connect.Server, logger: Logger, backend: LocalBackend) {
  const serveLocal = (path: string, read: () => Promise<unknown>) =>
    middlewares.use(path, (req, res) => {
      if (!fromThisMachineOnly(req)) return void res.writeHead(403).end()
      if (req.method !== 'GET') return void res.writeHead(405, { allow: 'GET' }).end()
      read().then(
        (body) =>
          res
            // Read seconds apart by tests and scripts: an idle kept-alive socket could be closed by
            // the server just as the next read is written on it, which the reader sees as a reset.
            .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' })
            .end(JSON.stringify(body)),
        (error: unknown) => {
          logger.error(`[local backend] reading ${path} failed: ${String(error)}`)
          res.writeHead(500).end()
        },
      )
    })
  serveLocal(inboxPath, async () => ({ messages: await backend.listMessages() }))
  serveLocal(newsletterMailsPath, async () => ({ mails: await backend.listNewsletterMails() }))
  serveLocal(subscribersPath, async () => ({ subscribers: await backend.listSubscribers() }))
}
