// `npm run test:second-author`: the browser specs tagged @any-author, run against a generated second author.
import { spawn } from 'node:child_process'
import { backlistAuthorBuild, debutAuthorBuild, secondAuthorBuild } from '../tests/fixtures/second-author-build.ts'
import { sameForEveryAuthor } from '../tests/support/same-for-every-author.ts'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'
import { exitOnFailure, type FixtureStep, fixtureStep } from './fixture-builds/fixture-step.ts'
import { anyAuthorSpecs } from './second-author/any-author-specs.ts'

const port = await portOrExit('test:second-author')

// Every fixture starts building now: the later ones build while the browser waits on the first one's pages.
const seven = fixtureStep('7-book author', () => secondAuthorBuild(7))
const backlist = fixtureStep('40-book author', backlistAuthorBuild)
const debut = fixtureStep('debut author', debutAuthorBuild)

/**
 * A fixture author's site (in `npm test`, already built in the background), then these specs
 * against it, but for their tests whose result is the same for every author: the demo's run has them.
 */
async function testAuthorWith(step: Promise<FixtureStep>, specs: string[]) {
  const { contentDir, outDir } = exitOnFailure(await step, 'test:second-author')
  const sameForEveryone = ['--grep-invert', sameForEveryAuthor.tag]
  const child = spawn('npx', ['playwright', 'test', ...specs, ...sameForEveryone], {
    stdio: 'inherit',
    env: { ...process.env, CONTENT_DIR: contentDir, E2E_OUT_DIR: outDir, E2E_PORT: String(port) },
  })
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (status !== 0) process.exit(status ?? 1)
}

// The third author, 40 books in five series and standalones: the catalogue on a phone, a series, a book's formats and
// stores, the reader's paths, the budgets, every page valid, and every control a tap target (a series' name is a link).
const backlistSpecs = [
  'book-page-buy',
  'book-pages-offline',
  'book-pages-prerender',
  'carousel-images',
  'catalogue',
  'catalogue-scale',
  'editions',
  'first-paint-budget',
  'front-door',
  'precache-budget',
  'reader-paths',
  'series',
  'standards',
  'tap-targets',
]
// Of those, the ones where seven books ask something forty do not: rows balanced for a short list, a first screen of
// three chosen books, no series; and the budgets, cheap and sized by the content. The rest the 40-book run answers.
const alsoForSeven = new Set(['catalogue', 'catalogue-scale', 'front-door', 'first-paint-budget', 'precache-budget'])
const sevenSpecs = anyAuthorSpecs().filter((path) => {
  const name = path.replace(/^tests\/(.*)\.spec\.ts$/, '$1')
  return !backlistSpecs.includes(name) || alsoForSeven.has(name)
})

await testAuthorWith(seven, sevenSpecs)
await testAuthorWith(
  backlist,
  backlistSpecs.map((name) => `tests/${name}.spec.ts`),
)
// The last, a debut in Portuguese: what two books, one on pre-order, a launch and two posts change, and no more (the
// two runs before have the rest): the first screen's pre-order, a home that does not look empty, a catalogue of a few
// books a book a row, the pre-order's page and offers, a store in each of two countries, the events to come and gone,
// the news and the feed, no press kit.
await testAuthorWith(
  debut,
  ['front-door', 'catalogue-scale', 'preorder', 'book-page-flow', 'editions', 'events', 'news', 'press'].map(
    (name) => `tests/${name}.spec.ts`,
  ),
)
