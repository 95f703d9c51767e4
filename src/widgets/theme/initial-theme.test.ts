import { describe, expect, it } from 'vitest'
import { initialThemeCases } from './initial-theme.cases.ts'
import { initialTheme } from './initial-theme.ts'

describe('initialTheme', () => {
  it.each(initialThemeCases)(
    'stored $stored, system dark $systemPrefersDark → $expected',
    ({ stored, systemPrefersDark, expected }) => {
      expect(initialTheme(stored, systemPrefersDark)).toBe(expected)
    },
  )
})
