import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { builtFiles } from './built-files.ts'
import { builtFolder } from './built-folder.ts'
import { deskHeaders, deskPath, isDeskPath } from './desk/desk-headers.ts'
import { cmsVersion } from './desk/desk-plugin.ts'
import { securityHeaders } from './security-headers.ts'

/**
 * One rule for the headers of each file, used by the local server and written to
 * `dist/_headers` for static hosts (Netlify, Cloudflare Pages) so the two never disagree.
 * Hashed assets never change; everything else (the worker, the HTML, the manifest, covers)
 * must be revalidated, or a reader could be stuck on an old worker.
 */
export const immutable = 'public, max-age=31536000, immutable'
export const revalidate = 'no-cache'

export function cacheControlFor(path: string): string {
  return path.startsWith('/assets/') ? immutable : revalidate
}

/**
 * The Content-Type of the files whose extension says too little: the news feed is Atom, which a feed reader asks for
 * by name (`.xml` alone is any XML), and a calendar file opens in the reader's calendar as text/calendar. Undefined
 * where the extension's own type is right.
 */
export function contentTypeFor(path: string): string | undefined {
  if (path.endsWith('/feed.xml')) return 'application/atom+xml; charset=utf-8'
  if (path.endsWith('.ics')) return 'text/calendar; charset=utf-8'
  return undefined
}

const lines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')
const block = (pattern: string, headers: Record<string, string>) => `${pattern}\n${lines(headers)}`

/**
 * The addresses a file is served at: a page's `.html` file also at its address without it, as hosts serve pages,
 * and a folder's index.html (the desk's) at the folder's.
 */
const addressesOf = (path: string) => {
  if (path.endsWith('/index.html') && path !== '/index.html') return [path, path.slice(0, -'index.html'.length)]
  return path.endsWith('.html') && path !== '/index.html' && path !== '/404.html'
    ? [path, path.slice(0, -'.html'.length)]
    : [path]
}

/**
 * Hosts apply every rule that matches and join repeated headers, so Cache-Control is named
 * once per path: hashed assets by their folder, every other file by its own path and its page's address.
 * The desk's policy replaces the reader's under its folder: `! Name` detaches a header an earlier rule set.
 */
export function headersFile(
  security: Record<string, string>,
  unhashedPaths: string[],
  desk?: Record<string, string>,
): string {
  return [
    block('/*', security),
    block('/assets/*', { 'Cache-Control': immutable }),
    ...(desk ? [`${deskPath}*\n  ! Content-Security-Policy\n${lines(desk)}`] : []),
    ...unhashedPaths.flatMap(addressesOf).map((path) => {
      const type = contentTypeFor(path)
      return block(path, { 'Cache-Control': revalidate, ...(type && { 'Content-Type': type }) })
    }),
  ].join('')
}

export function cacheHeaders(): Plugin {
  const built = builtFolder()
  const supabaseUrl = () => process.env.VITE_SUPABASE_URL || undefined
  const security = async () => securityHeaders(await readFile(join(built.dir, 'index.html'), 'utf8'), supabaseUrl())
  return {
    name: 'cache-headers',
    configResolved: built.configResolved,
    // After every other plugin, from the HTML as written: its inline scripts are final only then.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const unhashed = (await builtFiles(built.dir)).filter(
          (path) => !path.startsWith('/assets/') && path !== '/_headers',
        )
        const paths = [...new Set(['/', '/sw.js', ...unhashed])]
        const desk = existsSync(join(built.dir, deskPath)) ? deskHeaders(await cmsVersion()) : undefined
        await writeFile(join(built.dir, '_headers'), headersFile(await security(), paths, desk))
      },
    },
    async configurePreviewServer(server) {
      const headers: Record<string, string> = await security().catch(() => ({}))
      const desk = { ...headers, ...deskHeaders(await cmsVersion()) }
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://local')
        for (const [name, value] of Object.entries(isDeskPath(pathname) ? desk : headers))
          response.setHeader(name, value)
        response.setHeader('Cache-Control', cacheControlFor(pathname))
        // Vite's static files keep a type set here; the brotli copies ask contentTypeFor themselves.
        const type = contentTypeFor(pathname)
        if (type) response.setHeader('Content-Type', type)
        next()
      })
    },
  }
}
