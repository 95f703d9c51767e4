// `npm test` runs this beside lint, the type check and the unit tests: the browser tests then find each fixture built.
import { everyFixture } from '../../tests/fixtures/second-author-build.ts'
import { exitOnFailure, fixtureStep } from './fixture-step.ts'

// One at a time: one core builds while the other runs the unit tests.
for (const [author, build] of everyFixture) exitOnFailure(await fixtureStep(author, build), 'npm test')
