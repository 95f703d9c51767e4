import type { Targets } from 'lightningcss'

// esbuild's browser names, as Vite's build target spells them, and lightningcss's.
const browsers: Record<string, keyof Targets> = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios: 'ios_saf',
  opera: 'opera',
}

/**
 * Vite's CSS target (`chrome111`, `safari16.4`…) as lightningcss's: printing the cut stylesheet for the
 * same browsers as Vite's own minifier keeps the prefixes it kept (`-webkit-backdrop-filter`).
 */
export function cssTargets(cssTarget: string | string[] | false): Targets | undefined {
  if (!cssTarget) return undefined
  const targets: Targets = {}
  for (const entry of [cssTarget].flat()) {
    const [, browser, major, minor = '0'] = entry.match(/^([a-z]+)(\d+)(?:\.(\d+))?/) ?? []
    const key = browsers[browser]
    if (!key) throw new Error(`inline-stylesheet: no lightningcss browser for the CSS target ${entry}`)
    targets[key] = (Number(major) << 16) | (Number(minor) << 8)
  }
  return targets
}
