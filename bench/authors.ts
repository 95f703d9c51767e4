/**
 * `npm run bench:authors`: the backlist author (tests/fixtures/make-backlist-author.ts) with 40 and
 * 200 books (`BENCH_AUTHORS=40,200,500` for others), each built cold (as on a fresh clone: no build cache)
 * and warm, then its sizes and, on the phone (CPU 4× slower), the catalogue's search and genre filter;
 * printed against the catalogue's budgets (`BENCH_COLD=0`: warm only). A script, not a test: numbers, not verdicts.
 */
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { preview } from 'vite'
import { makeBacklistAuthor } from '../tests/fixtures/make-backlist-author.ts'
import { cacheDir as brotliCache } from '../tooling/brotli/brotli.ts'
import { budgets } from '../tooling/budgets.ts'
import { precacheFiles, sizeOf, total } from '../tooling/bundle-size.ts'
import { loadContent } from '../tooling/content/load-content.ts'
import { cacheDir as facesCache } from '../tooling/fonts/subset-faces.ts'
import { cacheDir as imageCache } from '../tooling/images/encode.ts'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'
import { catalogueResponse } from './authors/catalogue-response.ts'
import { timedBuild } from './authors/timed-build.ts'
import { median } from './median.ts'
import { launchChromium } from './reader/phone.ts'

const counts = (process.env.BENCH_AUTHORS ?? '40,200').split(',').map(Number)
const runs = Number(process.env.BENCH_RUNS ?? 3)
// BENCH_COLD=0 builds warm only: quicker, when what is measured is not the build.
const coldToo = process.env.BENCH_COLD !== '0'
const port = await portOrExit('bench')
const origin = `http://localhost:${port}`

/** A backlist author's limits on this machine (build seconds, a key's response), beside the size budgets the tests hold. */
const limits = { coldS: 90, warmS: 20, responseMs: 100 }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const within = (value: number, budget: number) => (value <= budget ? 'ok' : 'OVER')

async function measure(books: number) {
  const contentDir = `.fixtures/bench-authors-${books}`
  const outDir = `dist-bench-authors-${books}`
  await makeBacklistAuthor(contentDir, books)
  console.log(`${books} books: building ${coldToo ? 'cold, then ' : ''}warm (load ${loadavg()[0].toFixed(1)})`)
  // Cold: as on a fresh clone, nothing the build keeps between builds: no image encoded, no page compressed, no face cut.
  if (coldToo) for (const dir of [imageCache, brotliCache, facesCache]) rmSync(dir, { recursive: true, force: true })
  const cold = coldToo ? timedBuild(contentDir, outDir) : undefined
  const warm = timedBuild(contentDir, outDir)
  const precached = precacheFiles(outDir)
  const sizes = {
    homeGzip: sizeOf(outDir, 'index.html').gzip,
    catalogueGzip: sizeOf(outDir, 'books.html').gzip,
    precacheGzip: total(precached.map((file) => sizeOf(outDir, file))).gzip,
    precacheEntries: precached.length,
  }
  process.env.CONTENT_DIR = contentDir
  process.env.CONTACT_DATA_DIR = 'memory://'
  const server = await preview({ build: { outDir }, preview: { port, strictPort: true }, logLevel: 'error' })
  const browser = await launchChromium()
  const responses = []
  try {
    const listed = loadContent(contentDir).books
    for (let run = 1; run <= runs; run++) {
      responses.push(await catalogueResponse(browser, origin, listed))
      console.log(`${books} books: catalogue run ${run}/${runs} done`)
    }
  } finally {
    await browser.close()
    await server.close()
  }
  return {
    books,
    cold,
    warm,
    ...sizes,
    // Each visit's slowest answer, then the median of those.
    searchKeyMs: median(responses.map((response) => Math.max(...response.keyMs))),
    genreMs: median(responses.map((response) => Math.max(...response.genreMs))),
  }
}

const results = []
for (const books of counts) results.push(await measure(books))

console.log(`\nBacklist author (median of ${runs} catalogue runs; build seconds on the clock, CPU in brackets)`)
console.table(
  Object.fromEntries(
    results.map((r) => [
      `${r.books} books`,
      {
        [`cold build (≤ ${limits.coldS} s)`]: r.cold
          ? `${r.cold.wall.toFixed(0)} s (${r.cold.cpu.toFixed(0)}) ${within(r.cold.wall, limits.coldS)}`
          : '-',
        [`warm build (≤ ${limits.warmS} s)`]: `${r.warm.wall.toFixed(0)} s (${r.warm.cpu.toFixed(0)}) ${within(r.warm.wall, limits.warmS)}`,
        'home HTML gz (≤ 30 KB)': `${kb(r.homeGzip)} ${within(r.homeGzip, budgets.homeHtmlGzip)}`,
        'catalogue HTML gz': kb(r.catalogueGzip),
        'precache gz (≤ 400 KB)': `${kb(r.precacheGzip)}, ${r.precacheEntries} files ${within(r.precacheGzip, budgets.precacheGzip)}`,
        'slowest search key (≤ 100 ms)': `${Math.round(r.searchKeyMs)} ms ${within(r.searchKeyMs, limits.responseMs)}`,
        'slowest genre (≤ 100 ms)': `${Math.round(r.genreMs)} ms ${within(r.genreMs, limits.responseMs)}`,
      },
    ]),
  ),
)
console.log(
  `load average at the end: ${loadavg()[0].toFixed(1)} on this machine's cores; a busy machine stretches the clock, not the CPU`,
)
