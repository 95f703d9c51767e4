/**
 * `npm run bench`: builds the app, serves it, and measures what a reader feels and downloads, on each
 * kind of page (home, a book, a sample chapter; the catalogue and a series when the author has them). Prints a table
 * and writes bench/results/latest.json. `CONTENT_DIR=<folder>` builds and measures that author's site instead.
 * A script, not a test: numbers, not verdicts.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { firstPaint, precacheFiles, sizeOf, total } from '../tooling/bundle-size.ts'
import { pageKinds } from '../tooling/page-kinds.ts'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'
import { serveBarePage } from './bare-page.ts'
import { categories, type LighthouseRun, metrics, runLighthouse, type Scores } from './lighthouse.ts'
import { median } from './median.ts'
import { timeOfflineReload } from './offline-reload.ts'
import { measureReader } from './reader/measure.ts'
import { printReader } from './reader/report.ts'
import { serveBuild } from './serve-build.ts'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const port = await portOrExit('bench')
const origin = `http://localhost:${port}`

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`

const server = await serveBuild(port)
const loadAtStart = loadavg()[0]
const precached = precacheFiles('dist')
const precache = { ...total(precached.map((file) => sizeOf('dist', file))), entries: precached.length }

/** A run Lighthouse fails to finish is made again (twice at most) rather than counted. */
async function lighthouseOnce(url: string, attemptsLeft = 3): Promise<LighthouseRun> {
  try {
    return await runLighthouse(url)
  } catch (error) {
    if (attemptsLeft <= 1) throw error
    console.log(`${url}: ${error instanceof Error ? error.message : String(error)}; running it again`)
    return lighthouseOnce(url, attemptsLeft - 1)
  }
}

/**
 * `runs` Lighthouse runs of a page, each followed at once by one of the bare page: the machine's state
 * drifts over a bench, and the pair sees the same state, so their difference is the page's own.
 */
async function pairedRunsOf(url: string, bareUrl: string, label: string) {
  const page: LighthouseRun[] = []
  const control: LighthouseRun[] = []
  for (let run = 1; run <= runs; run++) {
    page.push(await lighthouseOnce(url))
    control.push(await lighthouseOnce(bareUrl))
    console.log(`${label}: lighthouse run ${run}/${runs} done, and its control`)
  }
  return { page, control }
}

// A page with nothing to block on: what blocking time Lighthouse finds there is the machine's.
const bare = await serveBarePage()
try {
  const pages = []
  for (const page of pageKinds('dist')) {
    const { scripts, styles, stylesheets } = firstPaint('dist', page.file)
    const { page: lighthouseRuns, control: controlRuns } = await pairedRunsOf(
      origin + page.path,
      bare.url,
      `${page.kind} ${page.path}`,
    )
    const lighthouse = Object.fromEntries(
      [...categories, ...Object.keys(metrics)].map((key) => [
        key,
        median(lighthouseRuns.map((run) => run[key as keyof Scores])),
      ]),
    ) as Scores
    const mainThread = {
      ran: median(lighthouseRuns.map(({ mainThread }) => mainThread.running / mainThread.wall)),
      blockingFromRunning: median(lighthouseRuns.map(({ mainThread }) => mainThread.blockingFromRunning)),
    }
    const tbtOverControl = median(lighthouseRuns.map((run, index) => run.TBT - controlRuns[index].TBT))
    pages.push({
      ...page,
      lighthouse,
      lighthouseRuns,
      controlRuns,
      tbtOverControl,
      mainThread,
      firstPaintJs: total(scripts),
      firstPaintCss: total(styles),
      stylesheet: total(stylesheets),
    })
  }
  const offlineReloads: number[] = []
  for (let run = 0; run < runs; run++) offlineReloads.push(await timeOfflineReload(`${origin}/`))
  const reader = await measureReader(origin, runs)
  const results = {
    date: new Date().toISOString(),
    runs,
    pages,
    precache,
    offlineReloadMs: median(offlineReloads),
    offlineReloads,
    reader,
    load: { start: loadAtStart, end: loadavg()[0], cores: availableParallelism() },
  }

  console.table(
    Object.fromEntries(
      pages.map(({ kind, lighthouse, tbtOverControl, mainThread, firstPaintJs, firstPaintCss, stylesheet }) => [
        kind,
        {
          ...Object.fromEntries(categories.map((category) => [category, lighthouse[category]])),
          LCP: ms(lighthouse.LCP),
          TBT: ms(lighthouse.TBT),
          'TBT over control': ms(tbtOverControl),
          'TBT of own work': ms(mainThread.blockingFromRunning),
          'main thread ran': `${Math.round(mainThread.ran * 100)}%`,
          CLS: lighthouse.CLS.toFixed(3),
          FCP: ms(lighthouse.FCP),
          'JS gzip': kb(firstPaintJs.gzip),
          'CSS gzip': kb(firstPaintCss.gzip),
          'stylesheet gzip': kb(stylesheet.gzip),
        },
      ]),
    ),
  )
  console.log(
    `Lighthouse mobile, median of ${runs} runs per page; first-paint JS and inline CSS as each page's HTML names them, and the stylesheet it loads after the paint`,
  )
  const eachRun = (lighthouseRuns: LighthouseRun[], metric: 'TBT' | 'FCP' = 'TBT') =>
    lighthouseRuns.map((run) => Math.round(run[metric])).join(' / ')
  for (const { kind, lighthouseRuns, controlRuns } of pages)
    console.log(
      `TBT of each run, ${kind}: ${eachRun(lighthouseRuns)} ms; the bare page right after each: ${eachRun(controlRuns)} ms (FCP ${eachRun(controlRuns, 'FCP')} ms)`,
    )
  console.log('TBT over control: the median of each run less the bare page measured right after it')
  console.log(
    "main thread ran: of its tasks' time after the first paint, the share it ran rather than waited for a core; " +
      'TBT of own work: blocking time if each of those tasks took four times what it ran (Lighthouse times the whole task)',
  )
  for (const { kind, lighthouseRuns } of pages)
    console.log(
      `main thread after the first paint, ${kind}: ${lighthouseRuns.map(({ mainThread }) => `${Math.round(mainThread.running)} of ${Math.round(mainThread.wall)} ms`).join(' / ')}`,
    )
  console.log(`precache: ${precache.entries} entries, ${kb(precache.raw)} raw, ${kb(precache.gzip)} gzip`)
  console.log(`offline reload to visible hero: ${ms(results.offlineReloadMs)} (median of ${runs})`)
  printReader(reader)
  const { start, end, cores } = results.load
  console.log(`load average: ${start.toFixed(1)} at the start, ${end.toFixed(1)} at the end, on ${cores} cores`)
  // Lighthouse simulates a slow phone from the tasks it observes: other work on the machine
  // lengthens them, and TBT most of all.
  if (Math.max(start, end) > cores / 2)
    console.log('The machine was busy: compare these figures, TBT above all, only with runs made as busy.')

  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`)
  console.log('written: bench/results/latest.json')
} finally {
  await server.close()
  bare.server.close()
}
