import { read } from './device-storage.ts'

export type Theme = 'light' | 'dark'

export const THEME_STORAGE_KEY = 'theme'

/**
 * The stored bare string wins; anything else falls back to the system preference.
 * src/start/before-app/theme.ts applies it before the first paint.
 */
export function initialTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  return chosenTheme(stored) ?? (systemPrefersDark ? 'dark' : 'light')
}

/** The theme a stored value names, if it is one: a reader who never chose has none, and the page follows the system. */
export const chosenTheme = (stored: string | null): Theme | null =>
  stored === 'light' || stored === 'dark' ? stored : null

/** The theme the reader chose on this device, if any. */
export const readStoredTheme = (): string | null => read(THEME_STORAGE_KEY)

export function systemPrefersDark(): boolean {
  return matchMedia('(prefers-color-scheme: dark)').matches
}
