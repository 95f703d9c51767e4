import type { Connect, Logger } from 'vite'
import type { LocalBackend } from './local-backend.ts'
import { functionPath, newsletterFunctionPath } from './routes.ts'

/** The functions at the paths Supabase gives them; a failure is logged and answered as the function would. */
export function mountFunctions(middlewares: Connect.Server, logger: Logger, backend: LocalBackend) {
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
  serveFunction(functionPath, backend.handle)
  serveFunction(newsletterFunctionPath, backend.handleNewsletter)
}
