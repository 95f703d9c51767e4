import { statSync } from 'node:fs'
import { extname, join, resolve, sep } from 'node:path'

/** What the build compresses, by extension, and the Content-Type each is served with. */
export const compressedTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  // The author's desk's configuration (admin/config.yml), ~100 KB of YAML its page reads first.
  '.yml': 'application/yaml; charset=utf-8',
}

export const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false

/** A decoded request path resolved inside the folder `dir`, or undefined when it leaves it. */
export function pathInside(dir: string, decoded: string): string | undefined {
  const root = resolve(dir)
  const path = resolve(join(root, decoded))
  return path === root || path.startsWith(root + sep) ? path : undefined
}

/**
 * The built file a request path names, as the preview server and the hosts resolve it: the file itself, a
 * folder's index.html, or the page's `.html` (`/books/x` is `books/x.html`); none outside the folder.
 */
export function servedFileFor(dir: string, pathname: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const path = pathInside(dir, decoded)
  if (path === undefined) return undefined
  const candidates = decoded.endsWith('/') ? [join(path, 'index.html')] : [path, `${path}.html`]
  return candidates.find(isFile)
}

/** The served file a request path names when it is one the build compresses. */
export function builtFileFor(dir: string, pathname: string): string | undefined {
  const file = servedFileFor(dir, pathname)
  return file && extname(file) in compressedTypes ? file : undefined
}
