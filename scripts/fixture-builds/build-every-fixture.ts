// `npm test` runs this beside lint, the type check and the unit tests: the browser tests then find the demo's site
// and each fixture built.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { everyFixture } from '../../tests/fixtures/second-author-build.ts'
import { exitOnFailure, fixtureStep } from './fixture-step.ts'

// The demo's own site first, always afresh (a `vite build` by hand may have left another author's in dist/).
const demo = () =>
  promisify(execFile)('node_modules/.bin/vite', ['build', '--logLevel', 'error']).then(() => ({
    contentDir: 'content',
    outDir: 'dist',
  }))

// One at a time: one core builds while the other runs the unit tests.
for (const [author, build] of [['demo author', demo] as const, ...everyFixture])
  exitOnFailure(await fixtureStep(author, build), 'npm test')
