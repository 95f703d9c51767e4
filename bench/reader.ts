/**
 * `npm run bench:reader`: builds, serves, and measures on a phone what a reader feels: taps lost
 * from the first paint (home's "View Details", a book's "Share"), how long after a jump to the books
 * they show, and INP over a reader's session. Prints a table and writes bench/results/reader.json.
 * `BENCH_BOOKS=7`: the second author's site with that many books (tests/fixtures, built once per
 * state of the code) instead of the demo's, written to bench/results/reader-7-books.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { secondAuthorBuild } from '../tests/fixtures/second-author-build.ts'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'
import { serveBuild } from './serve-build.ts'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const books = process.env.BENCH_BOOKS
const port = await portOrExit('bench')

const site = books ? await secondAuthorBuild(Number(books)) : undefined
// The session finds its books and words in the content the build was made from: set before they load.
if (site) process.env.CONTENT_DIR = site.contentDir
const { measureReader } = await import('./reader/measure.ts')
const { printReader } = await import('./reader/report.ts')

const server = await serveBuild(port, site?.outDir)
try {
  const load = loadavg()[0]
  const results = await measureReader(`http://localhost:${port}`, runs)
  printReader(results)
  console.log(
    `${site ? `the second author, ${books} books` : 'the demo'}; load average ${load.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
  )
  mkdirSync('bench/results', { recursive: true })
  const file = `bench/results/reader${books ? `-${books}-books` : ''}.json`
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), books, load, ...results }, null, 2)}\n`)
  console.log(`written: ${file}`)
} finally {
  await server.close()
}
