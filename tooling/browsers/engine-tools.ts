import { existsSync } from 'node:fs'

export const firefoxPath = process.env.FIREFOX_EXECUTABLE ?? '/usr/bin/firefox-esr'
export const miniBrowserPath = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

type EngineName = 'firefox' | 'webkit'

/** What each engine runs on, and the Debian package that brings it. */
const tools: { engine: EngineName; path: string; debianPackage: string }[] = [
  { engine: 'firefox', path: firefoxPath, debianPackage: 'firefox-esr' },
  { engine: 'webkit', path: miniBrowserPath, debianPackage: 'webkit2gtk-driver' },
  { engine: 'webkit', path: '/usr/bin/WebKitWebDriver', debianPackage: 'webkit2gtk-driver' },
  // With a display of its own (DISPLAY set), MiniBrowser needs no virtual one.
  ...(process.env.DISPLAY ? [] : [{ engine: 'webkit' as const, path: '/usr/bin/Xvfb', debianPackage: 'xvfb' }]),
]

/** What is missing for the engines named (both by default), in one line; undefined when nothing is. */
export function missingEngineTools(
  engines: EngineName[] = ['firefox', 'webkit'],
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  const missing = tools.filter((tool) => engines.includes(tool.engine) && !exists(tool.path))
  if (missing.length === 0) return undefined
  const packages = [...new Set(missing.map((tool) => tool.debianPackage))].join(' ')
  return `No ${missing.map((tool) => tool.path).join(', ')} for the engine tests: apt-get install -y ${packages} (or set FIREFOX_EXECUTABLE / WEBKIT_MINIBROWSER).`
}
