import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { firefoxPath, miniBrowserPath } from '../../tooling/browsers/engine-tools.ts'

/** A tool the tests run, where Debian puts it, and the package that brings it. */
interface Need {
  paths: string[]
  debianPackage: string
}

/**
 * What `npm test` runs beside Node's packages: Chromium (the headless shell for the browser tests, the full
 * browser for the outbox's sync, the benches and the install test), Firefox and WebKit for the engine tests, a
 * virtual display for WebKit, and a Postgres server for the store tests. A path set in the environment is the
 * tester's own choice and is never installed over.
 */
export function debianNeeds(env = process.env): Need[] {
  const needs: Need[] = []
  if (!env.PLAYWRIGHT_CHROMIUM_EXECUTABLE) {
    needs.push({ paths: ['/usr/bin/chromium'], debianPackage: 'chromium' })
    needs.push({ paths: ['/usr/bin/chromium-headless-shell'], debianPackage: 'chromium-headless-shell' })
  }
  if (!env.FIREFOX_EXECUTABLE) needs.push({ paths: [firefoxPath], debianPackage: 'firefox-esr' })
  needs.push({
    paths: [...(env.WEBKIT_MINIBROWSER ? [] : [miniBrowserPath]), '/usr/bin/WebKitWebDriver'],
    debianPackage: 'webkit2gtk-driver',
  })
  if (!env.DISPLAY) needs.push({ paths: ['/usr/bin/Xvfb'], debianPackage: 'xvfb' })
  needs.push({ paths: ['/usr/lib/postgresql/*/bin/initdb'], debianPackage: 'postgresql' })
  return needs
}

const postgresInstalled = () => spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb']).status === 0

/** The Debian packages whose tools are missing, each named once. */
export function missingDebianPackages(
  needs = debianNeeds(),
  exists: (path: string) => boolean = (path) => (path.includes('*') ? postgresInstalled() : existsSync(path)),
): string[] {
  const missing = needs.filter((need) => !need.paths.every(exists)).map((need) => need.debianPackage)
  return [...new Set(missing)]
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
