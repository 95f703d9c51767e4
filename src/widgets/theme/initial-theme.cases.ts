/** Shared by initialTheme's test and the test that keeps index.html's inline script in step with it. */
export const initialThemeCases = [
  { stored: 'light', systemPrefersDark: false, expected: 'light' },
  { stored: 'light', systemPrefersDark: true, expected: 'light' },
  { stored: 'dark', systemPrefersDark: false, expected: 'dark' },
  { stored: 'dark', systemPrefersDark: true, expected: 'dark' },
  { stored: null, systemPrefersDark: false, expected: 'light' },
  { stored: null, systemPrefersDark: true, expected: 'dark' },
  // Only the bare strings count: a JSON-quoted value, another case or a stray word is ignored.
  { stored: '"dark"', systemPrefersDark: false, expected: 'light' },
  { stored: '"light"', systemPrefersDark: true, expected: 'dark' },
  { stored: 'Dark', systemPrefersDark: false, expected: 'light' },
  { stored: '', systemPrefersDark: true, expected: 'dark' },
  { stored: 'sepia', systemPrefersDark: true, expected: 'dark' },
] as const
