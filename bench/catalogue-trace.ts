/**
 * `npm run bench:catalogue:trace`: what the phone (CPU 4× slower) does between choosing a genre on /books and the
 * frame that shows the list, for the 40-book backlist author (or `tsx bench/catalogue-trace.ts <outDir> <contentDir>`):
 * a Chromium trace of each genre chosen and all again, each answer's script, style, layout and paint, wall time and
 * the thread's own CPU time (the rest is waiting for a core). A script, not a test: numbers, not verdicts.
 */
import { loadavg } from 'node:os'
import { preview } from 'vite'
import { genresOf } from '../src/sections/catalogue/filter-books.ts'
import { backlistAuthorBuild } from '../tests/fixtures/second-author-build.ts'
import { waitUntilLive } from '../tests/support/live.ts'
import { loadContent } from '../tooling/content/load-content.ts'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'
import { launchChromium, phoneDevicePage } from './reader/phone.ts'
import { ms, type TraceEvent } from './trace/trace-event.ts'

const port = await portOrExit('bench')
const [given, givenContent] = process.argv.slice(2)
const { outDir, contentDir } = givenContent ? { outDir: given, contentDir: givenContent } : await backlistAuthorBuild()
const genres = genresOf(loadContent(contentDir).books)
process.env.CONTENT_DIR = contentDir
process.env.CONTACT_DATA_DIR = 'memory://'
const server = await preview({ build: { outDir }, preview: { port, strictPort: true }, logLevel: 'error' })
const browser = await launchChromium()
let events: (TraceEvent & { args?: { data?: { type?: string } } })[] = []
try {
  const page = await phoneDevicePage(browser)
  await page.goto(`http://localhost:${port}/books`)
  await waitUntilLive(page)
  await page.waitForTimeout(1000)
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
  for (const genre of [...genres, '']) {
    await page.locator('select[name="genre"]').selectOption(genre)
    // Long enough for the covers it reveals to load, so the next answer starts from a still page.
    await page.waitForTimeout(500)
  }
  events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
} finally {
  await browser.close()
  await server.close()
}

const kinds = {
  script: 'EventDispatch',
  style: 'UpdateLayoutTree',
  layout: 'Layout',
  'pre-paint': 'PrePaint',
  paint: 'Paint',
  commit: 'Commit',
  'intersection observers': 'IntersectionObserverController::computeIntersections',
}
const changes = events.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'change')
const answers = changes.flatMap((change) => {
  const thread = events.filter((event) => event.pid === change.pid && event.tid === change.tid && event.ph === 'X')
  // The frame that shows the list: its paint, then its commit to the compositor.
  const paint = thread.find((event) => event.name === 'Paint' && event.ts > change.ts)
  const commit = paint && thread.find((event) => event.name === 'Commit' && event.ts > paint.ts)
  if (!commit) return []
  const end = commit.ts + (commit.dur ?? 0)
  const inside = thread.filter((event) => event.ts >= change.ts && event.ts < end)
  const time = (name: string, field: 'dur' | 'tdur') =>
    ms(inside.filter((event) => event.name === name).reduce((total, event) => total + (event[field] ?? 0), 0))
  const row = Object.fromEntries(
    Object.entries(kinds).map(([kind, name]) => [
      kind,
      `${Math.round(time(name, 'dur'))} / ${Math.round(time(name, 'tdur'))}`,
    ]),
  )
  return [{ 'change to frame': Math.round(ms(end - change.ts)), ...row }]
})
console.log(`/books, ${genres.length} genres chosen then all again, phone profile (CPU 4× slower): ms, wall / CPU`)
console.table(answers)
console.log(`load average (1 min): ${loadavg()[0].toFixed(1)}`)
