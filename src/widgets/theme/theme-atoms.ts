import { atom } from 'jotai'
import { atomWithLazy } from 'jotai/utils'
import { initialTheme, type Theme } from './initial-theme.ts'
import { applyTheme, readStoredTheme, systemPrefersDark } from './theme-document.ts'

// Lazy, so the value is read in the browser on first use and never while prerendering.
export const themeAtom = atomWithLazy<Theme>(() => initialTheme(readStoredTheme(), systemPrefersDark()))

export const toggleThemeAtom = atom(null, (get, set) => {
  const next: Theme = get(themeAtom) === 'dark' ? 'light' : 'dark'
  set(themeAtom, next)
  applyTheme(next)
})
