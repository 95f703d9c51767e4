import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import type { Plugin } from 'vite'
import { builtFiles } from '../built-files.ts'
import { builtFolder } from '../built-folder.ts'
import { contentTypeFor } from '../cache-headers.ts'
import { keptFile } from '../kept-file.ts'
import { builtFileFor, compressedTypes } from './built-file.ts'

// Below this, a compressed copy saves less than its own headers.
const smallestWorthCompressing = 1024

/** Compressing at the highest quality is slow (about 30 s of CPU for a 200-book site): a file's bytes name its copy, kept for the next build. */
export const cacheDir = join('node_modules', '.cache', 'brotli')

const brotliAsync = promisify(brotliCompress)

/** Off the main thread (libuv's pool), so a build compresses as many files at once as the machine has cores. */
export const compressed = (bytes: Buffer): Promise<Buffer> =>
  keptFile(join(cacheDir, `${createHash('sha256').update(bytes).digest('base64url')}.br`), () =>
    brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  )

/**
 * Serves the built text files brotli-compressed, as the hosts the site deploys to do: the build
 * writes a `.br` beside each (at the highest quality, once for the same bytes), and `npm start` sends it to a browser
 * that accepts it. Vite's preview alone compresses with gzip on the fly, which leaves a page's HTML
 * a round trip longer on a slow phone than its host would (about 14 KB fit the first one).
 */
export function brotli(): Plugin {
  const built = builtFolder()
  return {
    name: 'brotli',
    configResolved: built.configResolved,
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await builtFiles(built.dir)).map((path) => join(built.dir, path))
        const worthIt = files.filter(
          (file) => extname(file) in compressedTypes && statSync(file).size >= smallestWorthCompressing,
        )
        await Promise.all(worthIt.map(async (file) => writeFile(`${file}.br`, await compressed(await readFile(file)))))
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!acceptsBrotli(request) || (request.method !== 'GET' && request.method !== 'HEAD')) return next()
        const file = builtFileFor(built.dir, new URL(request.url ?? '/', 'http://local').pathname)
        if (!file || !statSync(`${file}.br`, { throwIfNoEntry: false })) return next()
        sendBuiltFile(request, response, file)
      })
    },
  }
}

const acceptsBrotli = (request: IncomingMessage) => /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))

/** Sends a built text file as the hosts do: its brotli copy to a browser that takes one, where the build wrote it. */
export function sendBuiltFile(request: IncomingMessage, response: ServerResponse, file: string): void {
  const copy = acceptsBrotli(request) && statSync(`${file}.br`, { throwIfNoEntry: false })
  const sent = copy ? `${file}.br` : file
  response.setHeader('Content-Type', contentTypeFor(file) ?? compressedTypes[extname(file)])
  if (copy) response.setHeader('Content-Encoding', 'br')
  response.setHeader('Content-Length', statSync(sent).size)
  response.setHeader('Vary', 'Accept-Encoding')
  response.end(request.method === 'HEAD' ? undefined : readFileSync(sent))
}
