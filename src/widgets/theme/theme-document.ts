import { remember } from '#src/device/device-storage.ts'
import { THEME_STORAGE_KEY, type Theme } from '#src/device/initial-theme.ts'

/** The `dark` class on <html> switches every colour token and the CSS color-scheme with it. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  applyBarColour()
  remember(THEME_STORAGE_KEY, theme)
}

/** The browser's bar (theme-color) takes the chosen theme's paper colour, as src/start/before-app/theme.ts does at load. */
function applyBarColour(): void {
  const paper = getComputedStyle(document.documentElement).getPropertyValue('--paper').trim()
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = paper
}
