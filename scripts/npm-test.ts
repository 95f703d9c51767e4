// `npm test`: every check in order, the fixture authors' sites built beside lint, the type check and the unit tests (decision 0045).
import { spawn } from 'node:child_process'

/** A command with the terminal, to its end: its exit status. */
function run(command: string, ...args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit' })
  return new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)))
}

const background: Array<() => void> = []
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const stop of background) stop()
    process.exit(130)
  })

/**
 * A command beside the others, in its own process group so a failed step or Ctrl-C stops its children too; its
 * output kept, for its step to print, so two steps' lines never interleave.
 */
function runBeside(command: string, ...args: string[]) {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const stop = () => child.exitCode === null && process.kill(-(child.pid as number), 'SIGTERM')
  background.push(stop)
  const ended = new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)))
  return { ended, stop, output: () => output }
}

function stopAllAndExit(status: number): never {
  for (const stop of background) stop()
  process.exit(status)
}

const preflight = await run('npx', 'tsx', 'scripts/preflight.ts')
if (preflight !== 0) process.exit(preflight)

const fixtures = runBeside('npx', 'tsx', 'scripts/fixture-builds/build-every-fixture.ts')
console.log(
  'npm test: the demo’s and the fixture authors’ sites build in the background; their output shows only if one fails',
)

for (const script of ['lint', 'typecheck', 'test:unit']) {
  const status = await run('npm', 'run', script)
  if (status !== 0) stopAllAndExit(status)
}

const waitedFrom = Date.now()
const built = await fixtures.ended
if (built !== 0) {
  process.stderr.write(fixtures.output())
  process.exit(built)
}
console.log(
  `npm test: the demo’s and the fixture authors’ sites are built (waited ${Math.round((Date.now() - waitedFrom) / 1000)} s for them)`,
)

// The demo's site was built with the fixtures: the browser tests run on it straight away (the preflight checked the port).
const demo = await run('npx', 'playwright', 'test')
if (demo !== 0) process.exit(demo)

// Firefox and WebKit run one at a time and mostly wait on their browser: the fixture authors' runs use the spare
// core meanwhile (decision 0098). The engines' report prints once both have ended.
console.log('npm test: Firefox and WebKit run beside the fixture authors; their report follows the fixture authors’')
const engines = runBeside('npm', 'run', 'test:engines')
const fixtureAuthors = await run('npm', 'run', 'test:second-author')
if (fixtureAuthors !== 0) stopAllAndExit(fixtureAuthors)
const enginesStatus = await engines.ended
process.stdout.write(engines.output())
process.exit(enginesStatus)
