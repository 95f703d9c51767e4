import { resolve } from 'node:path'
import type { ResolvedConfig } from 'vite'

/** The build's output folder as Vite resolves it, for a plugin's hooks that run once the config is known. */
export function builtFolder() {
  let dir = 'dist'
  return {
    get dir() {
      return dir
    },
    configResolved(config: ResolvedConfig) {
      dir = resolve(config.root, config.build.outDir)
    },
  }
}
