/**
 * `npm run bench:reader`: builds, serves, and measures on a phone what a reader feels: taps lost
 * from the first paint (home's "View Details", a book's "Share"), how long after a jump to the books
 * they show, and INP over a reader's session. Prints a table and writes bench/results/reader.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'
import { measureReader } from './reader/measure.ts'
import { printReader } from './reader/report.ts'
import { serveBuild } from './serve-build.ts'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const port = await portOrExit('bench')

const server = await serveBuild(port)
try {
  const results = await measureReader(`http://localhost:${port}`, runs)
  printReader(results)
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    'bench/results/reader.json',
    `${JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2)}\n`,
  )
  console.log('written: bench/results/reader.json')
} finally {
  await server.close()
}
