/**
 * `npm run bench`: builds the app, serves it, and measures what a reader feels and downloads.
 * Prints a table and writes bench/results/latest.json. A script, not a test: numbers, not verdicts.
 */
import { execSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { preview } from 'vite'
import { firstPaint, precacheFiles, sizeOf, total } from '../tooling/bundle-size.ts'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'
import { categories, type LighthouseRun, metrics, runLighthouse } from './lighthouse.ts'
import { timeOfflineReload } from './offline-reload.ts'

const runs = Number(process.env.BENCH_RUNS ?? 3)
const port = await portOrExit('bench')
const url = `http://localhost:${port}/`

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

// Lighthouse reads the page only: the contact backend keeps nothing and leaves .data/contact free.
process.env.CONTACT_DATA_DIR = 'memory://'
execSync('npx vite build', { stdio: 'ignore' })
const { scripts, styles } = firstPaint('dist')
const precached = precacheFiles('dist')
const sizes = {
  firstPaintJs: total(scripts),
  firstPaintCss: total(styles),
  precache: { ...total(precached.map((file) => sizeOf('dist', file))), entries: precached.length },
}

const server = await preview({ preview: { port, strictPort: true }, logLevel: 'error' })
try {
  const lighthouseRuns: LighthouseRun[] = []
  for (let run = 1; run <= runs; run++) {
    lighthouseRuns.push(await runLighthouse(url))
    console.log(`lighthouse run ${run}/${runs} done`)
  }
  const offlineReloads: number[] = []
  for (let run = 0; run < runs; run++) offlineReloads.push(await timeOfflineReload(url))

  const lighthouse = Object.fromEntries(
    [...categories, ...Object.keys(metrics)].map((key) => [
      key,
      median(lighthouseRuns.map((run) => run[key as keyof LighthouseRun])),
    ]),
  )
  const results = {
    date: new Date().toISOString(),
    runs,
    lighthouse,
    lighthouseRuns,
    sizes,
    offlineReloadMs: median(offlineReloads),
    offlineReloads,
  }

  console.table({
    'Lighthouse (mobile, median)': Object.fromEntries(categories.map((category) => [category, lighthouse[category]])),
  })
  console.table({
    'median of runs': {
      FCP: `${Math.round(lighthouse.FCP)} ms`,
      LCP: `${Math.round(lighthouse.LCP)} ms`,
      TBT: `${Math.round(lighthouse.TBT)} ms`,
      CLS: lighthouse.CLS.toFixed(3),
      SI: `${Math.round(lighthouse.SI)} ms`,
    },
  })
  console.table({
    'first paint JS': { raw: kb(sizes.firstPaintJs.raw), gzip: kb(sizes.firstPaintJs.gzip) },
    'first paint CSS': { raw: kb(sizes.firstPaintCss.raw), gzip: kb(sizes.firstPaintCss.gzip) },
    [`precache (${sizes.precache.entries} entries)`]: { raw: kb(sizes.precache.raw), gzip: kb(sizes.precache.gzip) },
  })
  console.log(`offline reload to visible hero: ${Math.round(results.offlineReloadMs)} ms (median of ${runs})`)

  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`)
  console.log('written: bench/results/latest.json')
} finally {
  await server.close()
}
