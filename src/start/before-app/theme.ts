import { initialTheme, readStoredTheme, systemDarkScheme } from '#src/device/initial-theme.ts'

/**
 * Before the first paint, so a reload never flashes the wrong theme; the browser's bar takes the
 * chosen theme's paper colour too, not only the system's (theme-document.ts keeps it so on a toggle).
 * A reader who has not chosen follows the device as it changes (a phone set to go dark at dusk), page open or not
 * yet started; once they choose, the stored choice holds.
 */
export function applyInitialTheme(): void {
  const system = systemDarkScheme()
  const bars = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')]
  const papers = bars.map((bar) => bar.content)
  const show = () => {
    const dark = initialTheme(readStoredTheme(), system.matches) === 'dark'
    document.documentElement.classList.toggle('dark', dark)
    const paper = papers[dark ? 1 : 0]
    if (paper) for (const bar of bars) bar.content = paper
  }
  show()
  system.addEventListener('change', show)
}
