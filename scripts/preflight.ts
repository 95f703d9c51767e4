// The first step of `npm test`: what would fail the run late (after lint, type check, unit tests
// and a build) is checked here first, and said in one line each.
import { missingEngineTools } from '../tooling/browsers/engine-tools.ts'
import { portProblem } from '../tooling/ports/port-problem.ts'
import { PortSettingError, portFor } from '../tooling/ports/ports.ts'
import { browserProblem } from './preflight/browser.ts'
import { installMissingDebianPackages } from './preflight/debian-packages.ts'
import { nodeProblem } from './preflight/node-version.ts'

async function testPortProblem(name: 'test' | 'test:second-author'): Promise<string | undefined> {
  try {
    return await portProblem(name, portFor(name))
  } catch (error) {
    if (error instanceof PortSettingError) return error.message
    throw error
  }
}

// Both Chromium ports `npm test` serves on: the browser tests' and, last, the second author's.
const problems = [
  nodeProblem(process.versions.node),
  // On a fresh machine the browsers, a display and Postgres are installed here, when this user may.
  installMissingDebianPackages(),
  browserProblem(),
  missingEngineTools(),
  await testPortProblem('test'),
  await testPortProblem('test:second-author'),
].filter(Boolean)
for (const problem of problems) console.error(problem)
if (problems.length > 0) process.exit(1)
