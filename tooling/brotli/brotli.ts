import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import type { Plugin } from 'vite'
import { builtFiles } from '../built-files.ts'
import { builtFolder } from '../built-folder.ts'
import { builtFileFor, compressedTypes } from './built-file.ts'

// Below this, a compressed copy saves less than its own headers.
const smallestWorthCompressing = 1024

/** Compressing at the highest quality is slow (about 30 s of CPU for a 200-book site): a file's bytes name its copy, kept for the next build. */
const cacheDir = join('node_modules', '.cache', 'brotli')

export function compressed(bytes: Buffer): Buffer {
  const cached = join(cacheDir, `${createHash('sha256').update(bytes).digest('base64url')}.br`)
  if (existsSync(cached)) return readFileSync(cached)
  const made = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
  mkdirSync(cacheDir, { recursive: true })
  // Renamed into place, so a build that stops midway never leaves half a file for the next one to read.
  writeFileSync(`${cached}.${process.pid}`, made)
  renameSync(`${cached}.${process.pid}`, cached)
  return made
}

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
        for (const file of (await builtFiles(built.dir)).map((path) => join(built.dir, path))) {
          if (!(extname(file) in compressedTypes) || statSync(file).size < smallestWorthCompressing) continue
          writeFileSync(`${file}.br`, compressed(readFileSync(file)))
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
