import { existsSync } from 'node:fs'

const debianFirefox = '/usr/bin/firefox-esr'
const debianMiniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

export const firefoxPath = process.env.FIREFOX_EXECUTABLE ?? debianFirefox
export const miniBrowserPath = process.env.WEBKIT_MINIBROWSER ?? debianMiniBrowser

type EngineName = 'firefox' | 'webkit'

/** A tool an engine runs on, the Debian package that brings it, and whether its path is the tester's own (set in the environment). */
export interface EngineTool {
  engine: EngineName
  path: string
  debianPackage: string
  chosen: boolean
}

/** What each engine runs on, where the environment or Debian puts it. */
export const engineTools = (env = process.env): EngineTool[] => [
  {
    engine: 'firefox',
    path: env.FIREFOX_EXECUTABLE ?? debianFirefox,
    debianPackage: 'firefox-esr',
    chosen: Boolean(env.FIREFOX_EXECUTABLE),
  },
  {
    engine: 'webkit',
    path: env.WEBKIT_MINIBROWSER ?? debianMiniBrowser,
    debianPackage: 'webkit2gtk-driver',
    chosen: Boolean(env.WEBKIT_MINIBROWSER),
  },
  { engine: 'webkit', path: '/usr/bin/WebKitWebDriver', debianPackage: 'webkit2gtk-driver', chosen: false },
  // With a display of its own (DISPLAY set), MiniBrowser needs no virtual one.
  ...(env.DISPLAY ? [] : [{ engine: 'webkit' as const, path: '/usr/bin/Xvfb', debianPackage: 'xvfb', chosen: false }]),
]

/** What is missing for the engines named (both by default), in one line; undefined when nothing is. */
export function missingEngineTools(
  engines: EngineName[] = ['firefox', 'webkit'],
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  const missing = engineTools().filter((tool) => engines.includes(tool.engine) && !exists(tool.path))
  if (missing.length === 0) return undefined
  const packages = [...new Set(missing.map((tool) => tool.debianPackage))].join(' ')
  return `No ${missing.map((tool) => tool.path).join(', ')} for the engine tests: apt-get install -y ${packages} (or set FIREFOX_EXECUTABLE / WEBKIT_MINIBROWSER).`
}
