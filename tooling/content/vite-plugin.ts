import { readFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { imageImport } from '../images/image-import.ts'
import { generateModule } from './generate-module.ts'
import { headTags } from './head-tags.ts'
import { iconFiles } from './icons.ts'
import { loadContent } from './load-content.ts'
import type { CheckedContent } from './schema.ts'
import type { Screenshot } from './screenshots.ts'

// One module per part, so the first paint carries the site and the author and the books load with their section.
const parts = { site: ['site'], author: ['author'], books: ['books', 'comingSoon'], readings: ['readings'] } as const
const prefix = 'virtual:content/'
const partOf = (resolved: string) =>
  resolved.startsWith(`\0${prefix}`) ? resolved.slice(prefix.length + 1) : undefined
const fileTypes: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png' }

/**
 * Serves the checked content as `virtual:content` (each image through responsiveImages(), which must
 * come before this plugin), its icons and install screenshots, and its words into index.html.
 */
export function contentPlugin(
  dir: string,
  content: CheckedContent,
  screenshots: Screenshot[],
  siteUrl: string,
): Plugin {
  const root = resolve(dir)
  let current = content
  const files = async (): Promise<[string, string | Buffer][]> => [
    ...(await iconFiles(current)),
    ...(await Promise.all(
      screenshots.map(async ({ path }): Promise<[string, Buffer]> => [path, await readFile(join(root, path))]),
    )),
  ]
  return {
    name: 'content',
    resolveId: (source) =>
      source.startsWith(prefix) && source.slice(prefix.length) in parts ? `\0${source}` : undefined,
    load(loaded) {
      const part = partOf(loaded) as keyof typeof parts | undefined
      if (!part) return
      const value = Object.fromEntries(parts[part].map((key) => [key, current[key]]))
      return generateModule(value, imageImport)
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => headTags(html, current, screenshots, siteUrl),
    },
    async generateBundle() {
      for (const [fileName, source] of await files()) this.emitFile({ type: 'asset', fileName, source })
    },
    configureServer(server) {
      server.watcher.add(root)
      server.watcher.on('all', (_, file) => {
        if (!file.startsWith(root)) return
        try {
          current = loadContent(root)
        } catch (error) {
          server.config.logger.error((error as Error).message)
          return
        }
        for (const part of Object.keys(parts)) {
          const module = server.moduleGraph.getModuleById(`\0${prefix}${part}`)
          if (module) server.moduleGraph.invalidateModule(module)
        }
        server.ws.send({ type: 'full-reload' })
      })
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://local').pathname.slice(1)
        if (!path.startsWith('icons/') && !path.startsWith('screenshots/')) return next()
        void files().then((served) => {
          const file = served.find(([name]) => name === path)
          if (!file) return next()
          response.setHeader('Content-Type', fileTypes[extname(path)])
          response.end(file[1])
        })
      })
    },
  }
}
