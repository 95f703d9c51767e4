import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, posix } from 'node:path'
import { cacheControlFor } from '../../tooling/cache-headers.ts'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
}

/**
 * Serves one build at a time and can switch to another, so a test can ship the next version
 * at the same origin. Paths without an extension get index.html, as on the real hosts.
 */
export async function startSwitchableServer(firstDir: string) {
  let dir = firstDir
  const server = createServer(async (request, response) => {
    const path = posix.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname))
    const file = extname(path) ? path : '/index.html'
    try {
      const body = await readFile(join(dir, file))
      response.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'cache-control': cacheControlFor(file),
      })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serve: (nextDir: string) => {
      dir = nextDir
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
