import { describe, expect, it } from 'vitest'
import { chosenTheme, initialTheme } from './initial-theme.ts'

const initialThemeCases = [
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

describe('initialTheme', () => {
  it.each(initialThemeCases)(
    'stored $stored, system dark $systemPrefersDark → $expected',
    ({ stored, systemPrefersDark, expected }) => {
      expect(initialTheme(stored, systemPrefersDark)).toBe(expected)
    },
  )
})

describe('chosenTheme', () => {
  it.each([
    { stored: 'light', chosen: 'light' },
    { stored: 'dark', chosen: 'dark' },
    { stored: null, chosen: null },
    { stored: '"dark"', chosen: null },
    { stored: 'Dark', chosen: null },
    { stored: '', chosen: null },
  ] as const)('stored $stored → chosen $chosen', ({ stored, chosen }) => {
    expect(chosenTheme(stored)).toBe(chosen)
  })
})
