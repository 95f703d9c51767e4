// `npm test` runs this twice in the background: `demo-run` beside lint, the type check and the unit tests (the demo's
// site and the sites its browser specs build), `later` beside the demo's browser specs (the fixture authors that
// only their own run tests). A site one step still builds when another needs it is waited for, not built twice.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { demoRunFixtures, laterFixtures } from '../../tests/fixtures/second-author-build.ts'
import { exitOnFailure, fixtureStep } from './fixture-step.ts'

// The demo's own site first, always afresh (a `vite build` by hand may have left another author's in dist/).
const demo = () =>
  promisify(execFile)('node_modules/.bin/vite', ['build', '--logLevel', 'error']).then(() => ({
    contentDir: 'content',
    outDir: 'dist',
  }))

const which = process.argv[2]
if (which !== 'demo-run' && which !== 'later') {
  console.error('build-sites: say which sites, `demo-run` or `later`')
  process.exit(2)
}
const sites = which === 'demo-run' ? [['demo author', demo] as const, ...demoRunFixtures] : laterFixtures

// One at a time: one core builds while the other runs the tests beside.
for (const [author, build] of sites) exitOnFailure(await fixtureStep(author, build), 'npm test')
