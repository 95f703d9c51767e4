// `npm run test:second-author`: the browser specs tagged @any-author, run against a generated second author.
import { spawnSync } from 'node:child_process'
import { secondAuthorBuild } from '../tests/fixtures/second-author-build.ts'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'
import { anyAuthorSpecs } from './second-author/any-author-specs.ts'

const port = await portOrExit('test:second-author')
// Holds for any author but carries no tag yet (it was being reworked when the tag came): tag it, then drop this.
const impatientReader = 'tests/impatient-reader.spec.ts'

/** The site of an author with this many books (built once: in `npm test`, tests/second-author.spec.ts built the 7), then these specs (and `-g` filter) against it. */
async function testAuthorWith(books: number, specs: string[], ...filter: string[]) {
  const { contentDir, outDir } = await secondAuthorBuild(books)
  const { status } = spawnSync('npx', ['playwright', 'test', ...specs, ...filter], {
    stdio: 'inherit',
    env: { ...process.env, CONTENT_DIR: contentDir, E2E_OUT_DIR: outDir, E2E_PORT: String(port) },
  })
  if (status !== 0) process.exit(status ?? 1)
}

await testAuthorWith(7, [...new Set([...anyAuthorSpecs(), impatientReader])])
// A long backlist on the smallest phone: a books section many screens tall still shows, and every tap counts.
await testAuthorWith(12, [impatientReader], '-g', '360×640')
