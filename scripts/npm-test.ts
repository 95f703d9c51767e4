// `npm test`: every check in order, the sites the browser tests need built beside the checks before them (decisions 0045, 0112).
import { spawn } from 'node:child_process'

const startedAt = Date.now()
const stepTimes: string[] = []
const secondsSince = (from: number) => `${Math.round((Date.now() - from) / 1000)} s`

/** A command with the terminal, to its end: its exit status. Its time joins the summary the run ends with. */
async function run(command: string, ...args: string[]): Promise<number> {
  const from = Date.now()
  const child = spawn(command, args, { stdio: 'inherit' })
  const status = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)))
  stepTimes.push(`${args.at(-1)} ${secondsSince(from)}`)
  return status
}

/** Where to look next time the run is slow: each step's time, said on the way out. */
function exitWith(status: number): never {
  console.log(`npm test: ${stepTimes.join(', ')}; ${secondsSince(startedAt)} in all`)
  process.exit(status)
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
  exitWith(status)
}

/** A background step's end; on failure, what it printed, then the run's end. */
async function awaitBeside(step: ReturnType<typeof runBeside>, what: string) {
  const waitedFrom = Date.now()
  const status = await step.ended
  if (status !== 0) {
    process.stderr.write(step.output())
    stopAllAndExit(status)
  }
  console.log(`npm test: ${what} (waited ${Math.round((Date.now() - waitedFrom) / 1000)} s for them)`)
}

const preflight = await run('npx', 'tsx', 'scripts/preflight.ts')
if (preflight !== 0) process.exit(preflight)

const buildsFrom = Date.now()
const demoRunSites = runBeside('npx', 'tsx', 'scripts/fixture-builds/build-sites.ts', 'demo-run')
void demoRunSites.ended.then(() =>
  stepTimes.push(`the demo run's sites' builds, beside them, ${secondsSince(buildsFrom)}`),
)
console.log(
  'npm test: the demo’s site and the sites its browser tests need build in the background; their output shows only if one fails',
)

for (const script of ['lint', 'typecheck', 'test:unit']) {
  const status = await run('npm', 'run', script)
  if (status !== 0) stopAllAndExit(status)
}
await awaitBeside(demoRunSites, 'the demo’s site and the sites its browser tests need are built')

// The fixture authors only their own run tests build while the demo's browser tests run: a build is mostly one core.
const laterFrom = Date.now()
const laterSites = runBeside('npx', 'tsx', 'scripts/fixture-builds/build-sites.ts', 'later')
void laterSites.ended.then(() => stepTimes.push(`the fixture authors' builds, beside it, ${secondsSince(laterFrom)}`))
const demo = await run('npx', 'playwright', 'test')
if (demo !== 0) stopAllAndExit(demo)
await awaitBeside(laterSites, 'the fixture authors’ sites are built')

// Firefox and WebKit run one at a time and mostly wait on their browser: the fixture authors' runs use the spare
// core meanwhile (decision 0098). The engines' report prints once both have ended.
console.log('npm test: Firefox and WebKit run beside the fixture authors; their report follows the fixture authors’')
const enginesFrom = Date.now()
const engines = runBeside('npm', 'run', 'test:engines')
const enginesEnded = engines.ended.then((status) => {
  stepTimes.push(`test:engines, beside it, ${secondsSince(enginesFrom)}`)
  return status
})
const fixtureAuthors = await run('npm', 'run', 'test:second-author')
if (fixtureAuthors !== 0) stopAllAndExit(fixtureAuthors)
const enginesStatus = await enginesEnded
process.stdout.write(engines.output())
exitWith(enginesStatus)
