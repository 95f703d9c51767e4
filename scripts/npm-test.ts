// `npm test`: every check in order, the fixture authors' sites built beside lint, the type check and the unit tests (decision 0045).
import { spawn } from 'node:child_process'

/** A command with the terminal, to its end: its exit status. */
function run(command: string, ...args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit' })
  return new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)))
}

const preflight = await run('npx', 'tsx', 'scripts/preflight.ts')
if (preflight !== 0) process.exit(preflight)

// Its own process group, so a failed step or Ctrl-C stops its builds too; its output kept for its step.
const fixtures = spawn('npx', ['tsx', 'scripts/fixture-builds/build-every-fixture.ts'], {
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
})
let fixturesOutput = ''
fixtures.stdout.on('data', (chunk) => (fixturesOutput += chunk))
fixtures.stderr.on('data', (chunk) => (fixturesOutput += chunk))
const fixturesBuilt = new Promise<number>((resolve) => fixtures.on('close', (status) => resolve(status ?? 1)))
const stopFixtures = () => fixtures.exitCode === null && process.kill(-(fixtures.pid as number), 'SIGTERM')
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopFixtures()
    process.exit(130)
  })
console.log(
  'npm test: the demo’s and the fixture authors’ sites build in the background; their output shows only if one fails',
)

for (const script of ['lint', 'typecheck', 'test:unit']) {
  const status = await run('npm', 'run', script)
  if (status !== 0) {
    stopFixtures()
    process.exit(status)
  }
}

const waitedFrom = Date.now()
const built = await fixturesBuilt
if (built !== 0) {
  process.stderr.write(fixturesOutput)
  process.exit(built)
}
console.log(
  `npm test: the demo’s and the fixture authors’ sites are built (waited ${Math.round((Date.now() - waitedFrom) / 1000)} s for them)`,
)

// The demo's site was built with the fixtures: the browser tests run on it straight away (the preflight checked the port).
for (const [command, ...args] of [
  ['npx', 'playwright', 'test'],
  ['npm', 'run', 'test:engines'],
  ['npm', 'run', 'test:second-author'],
]) {
  const status = await run(command, ...args)
  if (status !== 0) process.exit(status)
}
