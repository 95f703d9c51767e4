import type { CodeSplittingGroup } from 'rolldown'

const inFolder = (folder: string) => new RegExp(`src[\\\\/]${folder}[\\\\/][^\\\\/]+\\.tsx?$`)

/**
 * How the app's code is cut into files. src/main.tsx starts React, then the router, then the app,
 * each in a step of its own (src/start/steps): one file per step, so the steps are few downloads that
 * compress well, whichever lazy part also uses them.
 */
export const chunkGroups: CodeSplittingGroup[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'tanstack-router', test: /node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/ },
  // The icon maker and the close icon, which every page's first paint reads.
  {
    name: 'icons',
    test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|context|shared[\\/].*|icons[\\/]x)\.mjs$/,
  },
  // src/start's own modules (not its steps), read by every page from the first step on.
  { name: 'start', test: inFolder('start') },
  // src/main.tsx reads Vite's preload helper from its first step: alone, it leaves the app's file to the router's step.
  { name: 'preload-helper', test: /preload-helper/ },
  // The router, the app and everything they import (the ui's small modules, the content, the home
  // page) are asked for in one step, so they travel as one file.
  { name: 'app', test: inFolder('app') },
]
