import { join } from 'node:path'
import type { Plugin } from 'vite'
import { sendBuiltFile } from './brotli/brotli.ts'
import { isFile, pathInside, servedFileFor } from './brotli/built-file.ts'
import { builtFolder } from './built-folder.ts'

/** Why the hosts would not serve `pathname` from the built folder `dir`, or undefined when they would. */
export function refusalFor(dir: string, pathname: string): { status: 400 | 404; message: string } | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return { status: 400, message: 'Bad request' }
  }
  // No file name holds a NUL; Node's file calls throw on one.
  if (decoded.includes('\0')) return { status: 400, message: 'Bad request' }
  // Resolved inside the folder before the disk is asked: a path that leaves it is missing, whatever is there.
  const path = pathInside(dir, decoded)
  if (path === undefined) return { status: 404, message: 'Not found' }
  // The hosts read _headers as rules and send a .br as the file's encoding, never as files.
  if (decoded === '/_headers' || decoded.endsWith('.br')) return { status: 404, message: 'Not found' }
  // A missing script or stylesheet is a 404, never the app's page (a browser reports that as a MIME error).
  if (decoded.startsWith('/assets/') && !isFile(path)) return { status: 404, message: 'Not found' }
  return undefined
}

// What is not there is kept by no cache, as Cloudflare Pages answers it: a page published later shows at once.
const notFoundCacheControl = 'no-store'

/**
 * Makes `npm start` answer as the static hosts do where Vite's preview server alone does not:
 * a plain 400 for a path no file can have (not a 500 with a stack trace), a 404 for the hosts'
 * own files and for unknown assets, and the built 404.html with status 404 for any other path no
 * file answers (Vite would answer it 200 with the home's HTML). Runs before the brotli plugin, which reads files by path.
 */
export function previewLikeTheHost(): Plugin {
  const built = builtFolder()
  return {
    name: 'preview-like-the-host',
    configResolved: built.configResolved,
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const [pathname, query] = (request.url ?? '/').split('?')
        const refusal = refusalFor(built.dir, pathname)
        if (refusal) {
          response.statusCode = refusal.status
          response.setHeader('Content-Type', 'text/plain; charset=utf-8')
          // Never a year-long cache for a missing asset, whatever the asset rule says.
          response.setHeader('Cache-Control', notFoundCacheControl)
          return response.end(refusal.message)
        }
        // A folder's page asked for without its slash (/admin) is sent to it, as the hosts do.
        const folder = `${pathname}/`
        if (!pathname.endsWith('/') && !servedFileFor(built.dir, pathname) && servedFileFor(built.dir, folder)) {
          response.statusCode = 308
          response.removeHeader('Cache-Control')
          response.removeHeader('Content-Type')
          response.setHeader('Location', query === undefined ? folder : `${folder}?${query}`)
          return response.end()
        }
        next()
      })
      // After the built files and the local backend had their turn, where Vite's own fallback has put
      // the home's HTML in place of the path asked for: the path as asked decides.
      return () =>
        server.middlewares.use((request, response, next) => {
          if (request.method !== 'GET' && request.method !== 'HEAD') return next()
          if (servedFileFor(built.dir, (request.originalUrl ?? request.url ?? '/').split('?')[0])) return next()
          const page = join(built.dir, '404.html')
          response.statusCode = 404
          response.setHeader('Cache-Control', notFoundCacheControl)
          if (isFile(page)) return sendBuiltFile(request, response, page)
          response.setHeader('Content-Type', 'text/plain; charset=utf-8')
          response.end('Not found')
        })
    },
  }
}
