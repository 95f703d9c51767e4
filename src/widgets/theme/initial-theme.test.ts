import { describe, expect, it } from 'vitest'
import { initialTheme } from './initial-theme'
import { initialThemeCases } from './initial-theme.cases'

describe('initialTheme', () => {
  it.each(initialThemeCases)(
    'stored $stored, system dark $systemPrefersDark → $expected',
    ({ stored, systemPrefersDark, expected }) => {
      expect(initialTheme(stored, systemPrefersDark)).toBe(expected)
    },
  )
})
