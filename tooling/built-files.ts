import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'

/** Every file the build wrote into `dir`, named by its path on the site ("/assets/app.js"). */
export async function builtFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name))}`)
}
