// `npm run test:second-author`: the browser specs that read content, run against a generated second author.
import { spawnSync } from 'node:child_process'
import { makeSecondAuthor } from '../tests/fixtures/make-second-author.ts'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'

const port = await portOrExit('test:second-author')
const contentDir = await makeSecondAuthor('.fixtures/second-author-7', 7)
const outDir = 'dist-second-author'
const specs = [
  'a11y',
  'book-details',
  'book-pages',
  'book-pages-a11y',
  'book-pages-prerender',
  'chat',
  'first-paint-budget',
  'image-placeholder',
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

run('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], { CONTENT_DIR: contentDir })
run('npx', ['playwright', 'test', ...specs], { CONTENT_DIR: contentDir, E2E_OUT_DIR: outDir, E2E_PORT: String(port) })
