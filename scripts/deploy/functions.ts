import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The deployable functions: folders with an index.ts; `_shared` and the like are code they import. */
export function functionNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !/^[_.]/.test(entry.name) && existsSync(join(dir, entry.name, 'index.ts')),
    )
    .map((entry) => entry.name)
    .sort()
}
