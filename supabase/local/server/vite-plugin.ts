import { resolve } from 'node:path'
import type { Connect, Logger, Plugin } from 'vite'
import { mountFunctions } from './function-routes.ts'
import { limitHeaderTime } from './header-deadline.ts'
import { createLocalBackend, type LocalBackend } from './local-backend.ts'
import { mountLocalReads } from './local-routes.ts'
import { mountTestHooks } from './test-hooks.ts'

/**
 * Serves the send-contact-email and newsletter-subscribe functions on the page's own origin in
 * `vite` and `vite preview`, storing into PGlite under CONTACT_DATA_DIR (default .data/contact;
 * `memory://` keeps nothing), so the forms work with no Supabase project and no network.
 */
export function contactBackend(siteWords: string): Plugin {
  let root = process.cwd()
  let backend: LocalBackend | undefined

  async function mount(middlewares: Connect.Server, logger: Logger, port: number | undefined) {
    const location = process.env.CONTACT_DATA_DIR ?? '.data/contact'
    const dataDir = location.startsWith('memory://') ? location : resolve(root, location)
    // The port is strict (vite.config.ts), so the address is known before the server listens.
    const siteUrl = `http://localhost:${port}`
    const local = createLocalBackend({ dataDir, env: (name) => process.env[name], siteUrl, siteWords })
    try {
      await local.start()
      // Browser tests send from their first moment: a send must not wait while the database opens
      // (seconds on a busy machine), or the test times out on the machine, not on the app.
      if (process.env.E2E === '1') await local.openNow()
    } catch (error) {
      // Before the server listens: a second server on the data dir stops here, with the reason alone.
      console.error(error instanceof Error ? error.message : String(error))
      process.exit(1)
    }
    backend = local

    mountFunctions(middlewares, logger, local)
    mountLocalReads(middlewares, logger, local)
    if (process.env.E2E === '1') mountTestHooks(middlewares, logger, local)
  }

  async function close() {
    const closing = backend
    backend = undefined
    await closing?.close()
  }

  return {
    name: 'contact-backend',
    // Vitest runs a Vite server (mode "test") for its transforms: the unit tests must not open (and lock) the app's data.
    apply: (_config, { mode }) => mode !== 'test',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      if (server.httpServer) limitHeaderTime(server.httpServer)
      return mount(server.middlewares, server.config.logger, server.config.server.port)
    },
    configurePreviewServer(server) {
      limitHeaderTime(server.httpServer)
      return mount(server.middlewares, server.config.logger, server.config.preview.port)
    },
    closeBundle: close,
    closePreviewServer: close,
  }
}
