import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
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

/**
 * Writes the author's desk to `admin/` once the site is written: its page, the CMS's script and its icons' font
 * copied from node_modules (never a CDN) and config.yml made from the content schema. `DESK_REPO` ("owner/name") and
 * `DESK_BRANCH` name the GitHub repository it saves to once deployed.
 */
export function desk(content: CheckedContent): Plugin {
  const built = builtFolder()
  return {
    name: 'desk',
    apply: 'build',
    configResolved: built.configResolved,
    async writeBundle() {
      const folder = join(built.dir, 'admin')
      await mkdir(folder, { recursive: true })
      const config = editorConfig({
        repo: process.env.DESK_REPO || undefined,
        branch: process.env.DESK_BRANCH || undefined,
      })
      await Promise.all([
        writeFile(join(folder, 'index.html'), deskPage(content.site.language, content.site.title)),
        writeFile(join(folder, 'config.yml'), stringify(config, { lineWidth: 0 })),
        copyFile(join(cmsFolder(), 'dist', 'sveltia-cms.js'), join(folder, 'sveltia-cms.js')),
        copyFile(
          require.resolve(
            '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
          ),
          join(folder, iconFont),
        ),
      ])
    },
  }
}
