import { atom } from 'jotai'
import { atomWithLazy } from 'jotai/utils'
import { initialTheme, readStoredTheme, systemPrefersDark, type Theme } from '#src/device/initial-theme.ts'
import { applyTheme } from './theme-document.ts'

// Lazy, so the value is read in the browser on first use and never while prerendering.
export const themeAtom = atomWithLazy<Theme>(() => initialTheme(readStoredTheme(), systemPrefersDark()))

export const toggleThemeAtom = atom(null, (get, set) => {
  const next: Theme = get(themeAtom) === 'dark' ? 'light' : 'dark'
  set(themeAtom, next)
  applyTheme(next)
})
