import { THEME_STORAGE_KEY, type Theme } from './initial-theme.ts'

// Storage throws when the visitor blocks it; the theme then simply lasts for this visit.
export function readStoredTheme(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY)
  } catch {
    return null
  }
}

export function systemPrefersDark(): boolean {
  return matchMedia('(prefers-color-scheme: dark)').matches
}

/** The `dark` class on <html> switches every colour token and the CSS color-scheme with it. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  applyBarColour()
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Blocked storage: keep the theme for this visit only.
  }
}

/** The browser's bar (theme-color) takes the chosen theme's paper colour, as src/start/before-app/theme.ts does at load. */
function applyBarColour(): void {
  const paper = getComputedStyle(document.documentElement).getPropertyValue('--paper').trim()
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = paper
}
