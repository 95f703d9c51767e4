import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The tag a browser spec opens with when its tests hold for any author: it reads the content under test. */
export const anyAuthorTag = /^\/\/ @any-author\b/

/** The specs in `dir` that carry the tag, so a new one runs against the second author by saying so itself. */
export function anyAuthorSpecs(dir = 'tests'): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.spec.ts') && anyAuthorTag.test(readFileSync(join(dir, file), 'utf8')))
    .sort()
    .map((file) => join(dir, file))
}
