import { resolve } from 'node:path'
import type { Connect, Logger, Plugin } from 'vite'
import { fromAPage } from './from-a-page.ts'
import { createLocalBackend, type LocalBackend } from './local-backend.ts'
import { functionPath, inboxPath, newsletterFunctionPath, newsletterMailsPath, subscribersPath } from './routes.ts'

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Serves the send-contact-email and newsletter-subscribe functions on the page's own origin in
 * `vite` and `vite preview`, storing into PGlite under CONTACT_DATA_DIR (default .data/contact;
 * `memory://` keeps nothing), so the forms work with no Supabase project and no network.
 */
export function contactBackend(): Plugin {
  let root = process.cwd()
  let backend: LocalBackend | undefined

  async function mount(middlewares: Connect.Server, logger: Logger, port: number | undefined) {
    const location = process.env.CONTACT_DATA_DIR ?? '.data/contact'
    const dataDir = location.startsWith('memory://') ? location : resolve(root, location)
    // The port is strict (vite.config.ts), so the address is known before the server listens.
    const siteUrl = `http://localhost:${port}`
    const local = createLocalBackend({ dataDir, env: (name) => process.env[name], siteUrl })
    try {
      await local.start()
    } catch (error) {
      // Before the server listens: a second server on the data dir stops here, with the reason alone.
      console.error(error instanceof Error ? error.message : String(error))
      process.exit(1)
    }
    backend = local

    const serveFunction = (path: string, handle: LocalBackend['handle']) =>
      middlewares.use(path, (req, res) => {
        handle(req, res).catch((error: unknown) => {
          logger.error(
            `[local backend] ${req.method} ${path} failed: ${error instanceof Error ? error.stack : String(error)}`,
          )
          if (res.headersSent) return void res.end()
          res.writeHead(500, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ error: 'internal_error', message: 'Something went wrong; please try again.' }))
        })
      })
    serveFunction(functionPath, local.handle)
    serveFunction(newsletterFunctionPath, local.handleNewsletter)

    // Visitors' messages and readers' addresses: only this machine may read them, even when the
    // server listens on the network (--host).
    const serveLocal = (path: string, read: () => Promise<unknown>) =>
      middlewares.use(path, (req, res) => {
        if (!loopback.has(req.socket.remoteAddress ?? '') || fromAPage(req)) return void res.writeHead(403).end()
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
    serveLocal(inboxPath, async () => ({ messages: await local.listMessages() }))
    serveLocal(newsletterMailsPath, async () => ({ mails: await local.listNewsletterMails() }))
    serveLocal(subscribersPath, async () => ({ subscribers: await local.listSubscribers() }))
  }

  async function close() {
    const closing = backend
    backend = undefined
    await closing?.close()
  }

  return {
    name: 'contact-backend',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      return mount(server.middlewares, server.config.logger, server.config.server.port)
    },
    configurePreviewServer(server) {
      return mount(server.middlewares, server.config.logger, server.config.preview.port)
    },
    closeBundle: close,
    closePreviewServer: close,
  }
}
