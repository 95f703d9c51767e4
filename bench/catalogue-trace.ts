/**
 * `npm run bench:catalogue:trace`: what the phone (CPU 4× slower) does between an answer's input on /books and the
 * frame that shows the list, for the 40-book backlist author (or `tsx bench/catalogue-trace.ts <outDir> <contentDir>`):
 * a Chromium trace of each genre chosen and all again, each format likewise, then a title typed key by key; each
 * answer's script, style, layout and paint, wall time and the thread's own CPU time (the rest is waiting for a core),
 * then the median and slowest of each kind. A script, not a test: numbers, not verdicts.
 */
import { loadavg } from 'node:os'
import { preview } from 'vite'
import { formatsOf, genresOf } from '../src/sections/catalogue/filter-books.ts'
import { backlistAuthorBuild } from '../tests/fixtures/second-author-build.ts'
import { openFilters } from '../tests/support/catalogue-filters.ts'
import { waitUntilLive } from '../tests/support/live.ts'
import { loadContent } from '../tooling/content/load-content.ts'
import { en } from '../tooling/content/locales/en.ts'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'
import { median } from './median.ts'
import { launchChromium, phoneDevicePage } from './reader/phone.ts'
import { ms, type TraceEvent } from './trace/trace-event.ts'

const port = await portOrExit('bench')
const [given, givenContent] = process.argv.slice(2)
const { outDir, contentDir } = givenContent ? { outDir: given, contentDir: givenContent } : await backlistAuthorBuild()
const books = loadContent(contentDir).books
const genres = genresOf(books)
// The fixture's site is English: its format choices are named in English's words.
const formats = formatsOf(books, en.formats)
const title = books[Math.floor(books.length / 2)].title
process.env.CONTENT_DIR = contentDir
process.env.CONTACT_DATA_DIR = 'memory://'
const server = await preview({ build: { outDir }, preview: { port, strictPort: true }, logLevel: 'error' })
const browser = await launchChromium()
let events: (TraceEvent & { args?: { data?: { type?: string } } })[] = []
try {
  const page = await phoneDevicePage(browser)
  await page.goto(`http://localhost:${port}/books`)
  await waitUntilLive(page)
  // The phone folds the filters into one bar: opened as the reader does, before the trace starts.
  await openFilters(page)
  await page.waitForTimeout(1000)
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
  for (const [name, choices] of [
    ['genre', genres],
    ['format', formats],
  ] as const) {
    for (const choice of [...choices, '']) {
      await page.locator(`select[name="${name}"]`).selectOption(choice)
      // Long enough for the covers it reveals to load, so the next answer starts from a still page.
      await page.waitForTimeout(500)
    }
  }
  await page.getByRole('searchbox', { name: 'Search by title' }).tap()
  await page.keyboard.type(title, { delay: 150 })
  await page.waitForTimeout(500)
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
// The inputs in the order made: each select's changes, then the keys.
const inputs = events.filter(
  (event) => event.name === 'EventDispatch' && ['change', 'keydown'].includes(event.args?.data?.type ?? ''),
)
const labels = [...[...genres, ''].map(() => 'genre'), ...[...formats, ''].map(() => 'format')]
const answers = inputs.flatMap((input, index) => {
  const thread = events.filter((event) => event.pid === input.pid && event.tid === input.tid && event.ph === 'X')
  // The frame that shows the list: its paint, then its commit to the compositor.
  const paint = thread.find((event) => event.name === 'Paint' && event.ts > input.ts)
  const commit = paint && thread.find((event) => event.name === 'Commit' && event.ts > paint.ts)
  if (!commit) return []
  const end = commit.ts + (commit.dur ?? 0)
  const inside = thread.filter((event) => event.ts >= input.ts && event.ts < end)
  const time = (name: string, field: 'dur' | 'tdur') =>
    ms(inside.filter((event) => event.name === name).reduce((total, event) => total + (event[field] ?? 0), 0))
  const cpu = Object.fromEntries(Object.entries(kinds).map(([kind, name]) => [kind, time(name, 'tdur')]))
  const wall = Object.fromEntries(Object.entries(kinds).map(([kind, name]) => [kind, time(name, 'dur')]))
  return [{ kind: labels[index] ?? 'search key', frame: ms(end - input.ts), cpu, wall }]
})
type Answer = (typeof answers)[number]
const shown = (answer: Answer) => ({
  kind: answer.kind,
  'input to frame': Math.round(answer.frame),
  ...Object.fromEntries(
    Object.keys(kinds).map((kind) => [kind, `${Math.round(answer.wall[kind])} / ${Math.round(answer.cpu[kind])}`]),
  ),
})
console.log(`/books, ${books.length} books, phone profile (CPU 4× slower): ms, wall / CPU`)
console.table(answers.map(shown))
const summary = Object.fromEntries(
  ['genre', 'format', 'search key'].map((kind) => {
    const of = answers.filter((answer) => answer.kind === kind)
    const cpuTotal = of.map((answer) => Object.values(answer.cpu).reduce((a, b) => a + b, 0))
    return [
      kind,
      {
        answers: of.length,
        'frame median': Math.round(median(of.map((answer) => answer.frame))),
        'frame max': Math.round(Math.max(...of.map((answer) => answer.frame))),
        'CPU median': Math.round(median(cpuTotal)),
        ...Object.fromEntries(
          Object.keys(kinds).map((phase) => [phase, Math.round(median(of.map((answer) => answer.cpu[phase])))]),
        ),
      },
    ]
  }),
)
console.log('median CPU ms per phase, and input to frame')
console.table(summary)
console.log(`load average (1 min): ${loadavg()[0].toFixed(1)}`)
