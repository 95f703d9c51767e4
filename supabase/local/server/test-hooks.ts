import type { Connect, Logger } from 'vite'
import type { LocalBackend } from './local-backend.ts'
import { serveThisMachine } from './local-routes.ts'
import { ageConfirmLinksPath } from './routes.ts'

/** What only the browser tests may do to the local server's data: mounted under E2E=1 alone. */
export function mountTestHooks(middlewares: Connect.Server, logger: Logger, backend: LocalBackend) {
  serveThisMachine(middlewares, logger, 'POST', ageConfirmLinksPath, (query) => {
    const email = query.get('email')
    return email ? backend.ageConfirmLinks(email).then((aged) => ({ aged })) : undefined
  })
}
