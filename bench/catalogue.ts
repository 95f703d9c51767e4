/**
 * `npm run bench:catalogue`: how fast /books answers on the phone (CPU 4× slower) for the 40-book backlist
 * author (tests/fixtures/make-backlist-author.ts, built once like the tests' fixture; or
 * `tsx bench/catalogue.ts <outDir> <contentDir>`, a build made already): each key of a title typed
 * and each genre and format chosen, from the input to the frame that shows the list, median and slowest over
 * `BENCH_RUNS` visits (5 unless told), with the machine's load. A script, not a test: numbers, not verdicts.
 */
import { loadavg } from 'node:os'
import { preview } from 'vite'
import { backlistAuthorBuild } from '../tests/fixtures/second-author-build.ts'
import { loadContent } from '../tooling/content/load-content.ts'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'
import { catalogueResponse } from './authors/catalogue-response.ts'
import { median } from './median.ts'
import { launchChromium } from './reader/phone.ts'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const port = await portOrExit('bench')
const load = () => loadavg()[0].toFixed(1)

const [given, givenContent] = process.argv.slice(2)
const { outDir, contentDir } = givenContent ? { outDir: given, contentDir: givenContent } : await backlistAuthorBuild()
const books = loadContent(contentDir).books
process.env.CONTENT_DIR = contentDir
process.env.CONTACT_DATA_DIR = 'memory://'
const server = await preview({ build: { outDir }, preview: { port, strictPort: true }, logLevel: 'error' })
const browser = await launchChromium()
const loadBefore = load()
const answers = { key: [] as number[], genre: [] as number[], format: [] as number[] }
try {
  for (let run = 1; run <= runs; run++) {
    const { keyMs, genreMs, formatMs } = await catalogueResponse(browser, `http://localhost:${port}`, books)
    answers.key.push(...keyMs)
    answers.genre.push(...genreMs)
    answers.format.push(...formatMs)
    console.log(`run ${run}/${runs} (load ${load()})`)
  }
} finally {
  await browser.close()
  await server.close()
}

const row = (times: number[]) => ({
  answers: times.length,
  'median ms': Math.round(median(times)),
  'max ms': Math.round(Math.max(...times)),
  'within 100 ms': `${times.filter((time) => time <= 100).length}/${times.length}`,
})
console.log(
  `\n/books, ${books.length} books, phone profile (CPU 4× slower), ${runs} visits: input to the frame that answers`,
)
console.table({ 'search key': row(answers.key), genre: row(answers.genre), format: row(answers.format) })
console.log(`load average (1 min): ${loadBefore} before, ${load()} after`)
