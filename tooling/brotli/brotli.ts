import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import type { Plugin } from 'vite'
import { builtFiles } from '../built-files.ts'
import { builtFolder } from '../built-folder.ts'
import { builtFileFor, compressedTypes } from './built-file.ts'

// Below this, a compressed copy saves less than its own headers.
const smallestWorthCompressing = 1024

/**
 * Serves the built text files brotli-compressed, as the hosts the site deploys to do: the build
 * writes a `.br` beside each (at the highest quality, once), and `npm start` sends it to a browser
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
        for (const file of (await builtFiles(built.dir)).map((path) => join(built.dir, path))) {
          if (!(extname(file) in compressedTypes) || statSync(file).size < smallestWorthCompressing) continue
          const compressed = brotliCompressSync(readFileSync(file), {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          })
          writeFileSync(`${file}.br`, compressed)
        }
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const acceptsBrotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))
        if (!acceptsBrotli || (request.method !== 'GET' && request.method !== 'HEAD')) return next()
        const file = builtFileFor(built.dir, new URL(request.url ?? '/', 'http://local').pathname)
        const compressed = file && statSync(`${file}.br`, { throwIfNoEntry: false })
        if (!file || !compressed) return next()
        response.setHeader('Content-Type', compressedTypes[extname(file)])
        response.setHeader('Content-Encoding', 'br')
        response.setHeader('Content-Length', compressed.size)
        response.setHeader('Vary', 'Accept-Encoding')
        response.end(request.method === 'HEAD' ? undefined : readFileSync(`${file}.br`))
      })
    },
  }
}
