import type { Connect, Logger } from 'vite'
import type { LocalBackend } from './local-backend.ts'
import { inboxPath, newsletterMailsPath, subscribersPath } from './routes.ts'
import { fromThisMachineOnly } from './this-machine-only.ts'

/**
 * A JSON answer at `path` for one method, to this machine alone, even when the server listens on
 * the network (--host). An answer of undefined means the request lacked what it needs.
 */
export function serveThisMachine(
  middlewares: Connect.Server,
  logger: Logger,
  method: 'GET' | 'POST',
  path: string,
  answer: (query: URLSearchParams) => Promise<unknown> | undefined,
) {
  middlewares.use(path, (req, res) => {
    if (!fromThisMachineOnly(req)) return void res.writeHead(403).end()
    if (req.method !== method) return void res.writeHead(405, { allow: method }).end()
    const answered = answer(new URL(req.url ?? '/', 'http://localhost').searchParams)
    if (!answered) return void res.writeHead(400).end()
    answered.then(
      (body) =>
        res
          // Read seconds apart by tests and scripts: an idle kept-alive socket could be closed by
          // the server just as the next read is written on it, which the reader sees as a reset.
          .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' })
          .end(JSON.stringify(body)),
      (error: unknown) => {
        logger.error(`[local backend] ${method} ${path} failed: ${String(error)}`)
        res.writeHead(500).end()
      },
    )
  })
}

/** Visitors' messages and readers' addresses, and the mails the newsletter would have sent. */
export function mountLocalReads(middlewares: Connect.Server, logger: Logger, backend: LocalBackend) {
  const read = (path: string, body: () => Promise<unknown>) => serveThisMachine(middlewares, logger, 'GET', path, body)
  read(inboxPath, async () => ({ messages: await backend.listMessages() }))
  read(newsletterMailsPath, async () => ({ mails: await backend.listNewsletterMails() }))
  read(subscribersPath, async () => ({ subscribers: await backend.listSubscribers() }))
}
