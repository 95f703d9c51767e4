import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { postgresBinDir } from '../../supabase/local/test-kits/throwaway-postgres.ts'
import { engineTools } from '../../tooling/browsers/engine-tools.ts'

/** A tool the tests run, whether it is there, and the Debian package that brings it. */
interface Need {
  present: boolean
  debianPackage: string
}

/**
 * What `npm test` runs beside Node's packages: Chromium (the headless shell for the browser tests, the full
 * browser for the outbox's sync, the benches and the install test), the engines' tools, and a Postgres server for
 * the store tests. A path set in the environment is the tester's own choice and is never installed over.
 */
export function debianNeeds(
  env = process.env,
  exists: (path: string) => boolean = existsSync,
  hasPostgres = postgresBinDir() !== undefined,
): Need[] {
  const chromium = env.PLAYWRIGHT_CHROMIUM_EXECUTABLE
    ? []
    : [
        { path: '/usr/bin/chromium', debianPackage: 'chromium' },
        { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
      ]
  const tools = [...chromium, ...engineTools(env).filter((tool) => !tool.chosen)]
  return [
    ...tools.map(({ path, debianPackage }) => ({ present: exists(path), debianPackage })),
    { present: hasPostgres, debianPackage: 'postgresql' },
  ]
}

/** The Debian packages whose tools are missing, each named once. */
export function missingDebianPackages(needs = debianNeeds()): string[] {
  return [...new Set(needs.filter((need) => !need.present).map((need) => need.debianPackage))]
}

/** `sudo` when this user may use it without a password, '' for root, undefined when neither can install. */
function installer(): string | undefined {
  if (process.getuid?.() === 0) return ''
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? 'sudo' : undefined
}

/**
 * Installs what is missing when this machine lets `npm test` (Debian's apt, as root or with sudo without a
 * password), saying so first; otherwise returns the one command a person runs. undefined when all is there.
 */
export function installMissingDebianPackages(missing = missingDebianPackages()): string | undefined {
  if (missing.length === 0) return undefined
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`
  const sudo = installer()
  const hasApt = existsSync('/usr/bin/apt-get')
  if (sudo === undefined || !hasApt)
    return `npm test needs Debian's ${missing.join(', ')}: run \`sudo sh -c '${command}'\` (or set the paths in docs/testing.md).`
  console.log(`npm test: installing Debian's ${missing.join(' ')} (a minute or two, once)`)
  const run = (args: string[]) => {
    const [program, ...rest] = sudo ? [sudo, ...args] : args
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    return spawnSync(program, rest, { stdio: ['ignore', 'ignore', 'inherit'], env }).status
  }
  if (run(['apt-get', 'update', '-qq']) !== 0 || run(['apt-get', 'install', '-y', '-qq', ...missing]) !== 0)
    return `npm test could not install Debian's ${missing.join(', ')}: run \`sudo sh -c '${command}'\` and see what apt says.`
  return undefined
}
