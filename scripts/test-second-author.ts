// `npm run test:second-author`: the browser specs that read content, run against a generated second author.
import { spawnSync } from 'node:child_process'
import { makeBacklistAuthor } from '../tests/fixtures/make-backlist-author.ts'
import { makeSecondAuthor } from '../tests/fixtures/make-second-author.ts'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'

const port = await portOrExit('test:second-author')
const specs = [
  'a11y',
  'book-details',
  'book-pages',
  'book-pages-a11y',
  'book-pages-prerender',
  'catalogue',
  'chat',
  'first-paint-budget',
  'image-placeholder',
  'impatient-reader',
  'precache-budget',
  'layout-stability',
  'lazy-layout',
  'newsletter-pages',
  'newsletter-signup',
  'not-found',
  'theme',
  'theme-color',
].map((name) => `tests/${name}.spec.ts`)

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (status !== 0) process.exit(status ?? 1)
}

/** Builds the site from this content folder, then runs these browser specs (and `-g` filter) against it. */
function testAuthor(contentDir: string, outDir: string, specs: string[], ...filter: string[]) {
  run('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], { CONTENT_DIR: contentDir })
  run('npx', ['playwright', 'test', ...specs, ...filter], {
    CONTENT_DIR: contentDir,
    E2E_OUT_DIR: outDir,
    E2E_PORT: String(port),
  })
}

const secondAuthor = (books: number) => makeSecondAuthor(`.fixtures/second-author-${books}`, books)

testAuthor(await secondAuthor(7), 'dist-second-author', specs)
// A long backlist on the smallest phone: a books section many screens tall still shows, and every tap counts.
testAuthor(await secondAuthor(12), 'dist-second-author-12', ['tests/impatient-reader.spec.ts'], '-g', '360×640')
// The third author, 40 books in five series and standalones: the catalogue, a series, the reader's paths, the precache.
const backlistSpecs = ['book-pages-prerender', 'catalogue', 'precache-budget', 'reader-paths', 'series']
testAuthor(
  await makeBacklistAuthor('.fixtures/backlist-author'),
  'dist-backlist-author',
  backlistSpecs.map((name) => `tests/${name}.spec.ts`),
)
