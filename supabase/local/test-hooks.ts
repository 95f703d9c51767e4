import type { Connect, Logger } from 'vite'
import type { LocalBackend } from './local-backend.ts'
import { ageConfirmLinksPath } from './routes.ts'
import { fromThisMachineOnly } from './this-machine-only.ts'

/** What only the browser tests may do to the local server's data: mounted under E2E=1 alone. */
export function mountTestHooks(middlewares: Connect.Server, logger: Logger, backend: LocalBackend) {
  middlewares.use(ageConfirmLinksPath, (req, res) => {
    if (!fromThisMachineOnly(req)) return void res.writeHead(403).end()
    if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end()
    const email = new URL(req.url ?? '/', 'http://localhost').searchParams.get('email')
    if (!email) return void res.writeHead(400).end()
    backend.ageConfirmLinks(email).then(
      (aged) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ aged })),
      (error: unknown) => {
        logger.error(`[local backend] ageing links failed: ${String(error)}`)
        res.writeHead(500).end()
      },
    )
  })
}
