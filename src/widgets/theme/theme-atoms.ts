import { atom } from 'jotai'
import { atomWithLazy } from 'jotai/utils'
import { chosenTheme, initialTheme, readStoredTheme, systemPrefersDark, type Theme } from '#src/device/initial-theme.ts'
import { applyTheme } from './theme-document.ts'

// The reader's own choice, none until they make one (the page follows the system meanwhile, src/start/before-app/theme.ts).
// Lazy, so it is read in the browser on first use and never while prerendering.
export const chosenThemeAtom = atomWithLazy<Theme | null>(() => chosenTheme(readStoredTheme()))

// The opposite of what shows: without a choice, the system's scheme as it is now, not as it was at load.
export const toggleThemeAtom = atom(null, (get, set) => {
  const next: Theme = initialTheme(get(chosenThemeAtom), systemPrefersDark()) === 'dark' ? 'light' : 'dark'
  set(chosenThemeAtom, next)
  applyTheme(next)
})
