// `npm test`: every check in order, the fixture authors' sites built beside lint, the type check and the unit tests (decision 0045).
import { spawn } from 'node:child_process'

/** A command with the terminal, to its end: its exit status. */
function run(command: string, ...args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit' })
  return new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)))
}

const preflight = await run('npx', 'tsx', 'scripts/preflight.ts')
if (preflight !== 0) process.exit(preflight)

/**
 * A command started now in its own process group, its output kept for its step: `stop` ends it and what it started
 * (a failed step, Ctrl-C), `done` is its exit status.
 */
function inBackground(command: string, ...args: string[]) {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const done = new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)))
  const stop = () => child.exitCode === null && process.kill(-(child.pid as number), 'SIGTERM')
  return { done, output: () => output, stop }
}

const fixtures = inBackground('npx', 'tsx', 'scripts/fixture-builds/build-every-fixture.ts')
let engines: ReturnType<typeof inBackground> | undefined
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    fixtures.stop()
    engines?.stop()
    process.exit(130)
  })
console.log(
  'npm test: the demo’s and the fixture authors’ sites build in the background; their output shows only if one fails',
)

for (const script of ['lint', 'typecheck', 'test:unit']) {
  const status = await run('npm', 'run', script)
  if (status !== 0) {
    fixtures.stop()
    process.exit(status)
  }
}

const waitedFrom = Date.now()
const built = await fixtures.done
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

// Firefox and WebKit beside the fixture authors' Chromium runs, on their own ports: most of their minutes are spent
// waiting (a browser starting, the outbox's retry timer), time the fixture authors' tests fill (decision 0081). Their
// output comes after, whole.
engines = inBackground('npm', 'run', 'test:engines')
const secondAuthor = await run('npm', 'run', 'test:second-author')
if (secondAuthor !== 0) engines.stop()
const enginesStatus = await engines.done
process.stdout.write(engines.output())
process.exit(secondAuthor || enginesStatus)
