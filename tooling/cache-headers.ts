import type { Plugin } from 'vite'

/**
 * One rule for how long browsers may keep each file, used by the local server and written
 * to `dist/_headers` for static hosts (Netlify, Cloudflare Pages) so the two never disagree.
 * Hashed assets never change; everything else (the worker, the HTML, the manifest, covers)
 * must be revalidated, or a reader could be stuck on an old worker.
 */
export const immutable = 'public, max-age=31536000, immutable'
export const revalidate = 'no-cache'

export function cacheControlFor(path: string): string {
  return path.startsWith('/assets/') ? immutable : revalidate
}

const headersFile = `/assets/*\n  Cache-Control: ${immutable}\n/*\n  Cache-Control: ${revalidate}\n`

export function cacheHeaders(): Plugin {
  const setHeader = (url: string | undefined, header: (name: string, value: string) => void) =>
    header('Cache-Control', cacheControlFor(new URL(url ?? '/', 'http://local').pathname))
  return {
    name: 'cache-headers',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile })
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        setHeader(request.url, (name, value) => response.setHeader(name, value))
        next()
      })
    },
  }
}
