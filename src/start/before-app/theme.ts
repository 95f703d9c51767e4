import { initialTheme, readStoredTheme, systemPrefersDark } from '#src/device/initial-theme.ts'

/**
 * Before the first paint, so a reload never flashes the wrong theme; the browser's bar takes the
 * chosen theme's paper colour too, not only the system's (theme-document.ts keeps it so on a toggle).
 */
export function applyInitialTheme(): void {
  const dark = initialTheme(readStoredTheme(), systemPrefersDark()) === 'dark'
  document.documentElement.classList.toggle('dark', dark)
  const bars = document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')
  const paper = bars[dark ? 1 : 0]?.content
  if (paper) for (const bar of bars) bar.content = paper
}
