import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What in a test file makes it need a module graph of its own, as Vitest's `isolate` gives each file: a DOM it asks
 * for, a module it mocks or modules it reloads (either would reach the next file's imports), or the fake IndexedDB,
 * one per process, whose databases the next file would find.
 */
const ownGraphNeeds = /@vitest-environment|\bvi\.(mock|doMock|resetModules)\(|fake-indexeddb/

/** Whether the test file whose text is `source` needs its own module graph. */
export const needsOwnModuleGraph = (source: string) => ownGraphNeeds.test(source)

/**
 * The test files under `dir` of `root` (as paths from the root), split into those that need a module graph of their
 * own and those that can share their worker's: a file isolated costs its imports again, three times its tests' CPU.
 */
export function testFilesByIsolation(root: string, dir: string) {
  const files = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => join(dir, name))
    .sort()
  const own = files.filter((file) => needsOwnModuleGraph(readFileSync(join(root, file), 'utf8')))
  return { own, shared: files.filter((file) => !own.includes(file)) }
}
