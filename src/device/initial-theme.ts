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

/** The system's scheme, which a reader's settings (or the hour) may turn while a page is open. */
export const systemDarkScheme = (): MediaQueryList => matchMedia('(prefers-color-scheme: dark)')

export const systemPrefersDark = (): boolean => systemDarkScheme().matches
