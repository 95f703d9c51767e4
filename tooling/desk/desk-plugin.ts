import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { stringify } from 'yaml'
import { builtFolder } from '../built-folder.ts'
import type { CheckedContent } from '../content/schema.ts'
import { deskPage, iconFont } from './desk-page.ts'
import { editorConfig } from './editor-config.ts'

const require = createRequire(import.meta.url)
// The package's own folder, above the module build its exports name: the page loads the classic script beside it.
const cmsFolder = () => dirname(dirname(require.resolve('@sveltia/cms')))

/** The CMS's version, pinned in package.json: the desk's policy allows its interface words at that version only. */
export const cmsVersion = async () =>
  (JSON.parse(await readFile(join(cmsFolder(), 'package.json'), 'utf8')) as { version: string }).version

// Read once a process: the page's hash and the copy beside it are of the same bytes, which a pinned package never changes.
let cmsScriptRead: Promise<Buffer> | undefined
const cmsScript = () => (cmsScriptRead ??= readFile(join(cmsFolder(), 'dist', 'sveltia-cms.js')))

/** The desk's files by name, each made or read when asked: the build writes them, `npm run dev` serves them. */
function deskFiles(content: CheckedContent): Record<string, () => Promise<string | Buffer>> {
  return {
    'index.html': async () => {
      const integrity = `sha384-${createHash('sha384')
        .update(await cmsScript())
        .digest('base64')}`
      return deskPage(content.site.language, content.site.title, integrity)
    },
    'config.yml': async () => {
      const config = editorConfig({
        repo: process.env.DESK_REPO || undefined,
        branch: process.env.DESK_BRANCH || undefined,
      })
      return stringify(config, { lineWidth: 0 })
    },
    'sveltia-cms.js': cmsScript,
    [iconFont]: () =>
      readFile(
        require.resolve(
          '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
        ),
      ),
  }
}

const typeOf: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  yml: 'application/yaml; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  woff2: 'font/woff2',
}

/**
 * Writes the author's desk to `admin/` once the site is written: its page, the CMS's script and its icons' font
 * copied from node_modules (never a CDN) and config.yml made from the content schema. `DESK_REPO` ("owner/name") and
 * `DESK_BRANCH` name the GitHub repository it saves to once deployed. `npm run dev` serves the same at /admin/, so an
 * author edits in one tab and sees the site reload with each save in another.
 */
export function desk(content: CheckedContent): Plugin {
  const built = builtFolder()
  const files = deskFiles(content)
  return {
    name: 'desk',
    configResolved: built.configResolved,
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://local')
        if (pathname === '/admin') {
          response.writeHead(308, { Location: '/admin/' })
          return response.end()
        }
        if (!pathname.startsWith('/admin/')) return next()
        const name = pathname.slice('/admin/'.length) || 'index.html'
        const file = files[name]
        if (!file) return next()
        file()
          .then((body) => {
            response.setHeader('Content-Type', typeOf[name.split('.').pop() ?? ''] ?? 'application/octet-stream')
            response.end(body)
          })
          .catch(next)
      })
    },
    async writeBundle() {
      const folder = join(built.dir, 'admin')
      await mkdir(folder, { recursive: true })
      await Promise.all(Object.entries(files).map(async ([name, file]) => writeFile(join(folder, name), await file())))
    },
  }
}
