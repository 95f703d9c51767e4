import { describe, expect, it } from 'vitest'
// biome-ignore lint/style/noRestrictedImports: the page's own HTML lives at the root, outside src
import indexHtml from '../../../index.html?raw'
import { initialThemeCases } from './initial-theme.cases.ts'

// The script in index.html runs before any module, so it cannot import initialTheme: this keeps the two rules equal.
const inlineScript = indexHtml.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? ''

function themeAppliedByInlineScript(stored: string | null, systemPrefersDark: boolean) {
  const classes = new Set<string>()
  const document = {
    documentElement: {
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    },
  }
  const localStorage = { getItem: () => stored }
  const matchMedia = () => ({ matches: systemPrefersDark })
  new Function('document', 'localStorage', 'matchMedia', inlineScript)(document, localStorage, matchMedia)
  return classes.has('dark') ? 'dark' : 'light'
}

describe("index.html's inline theme script", () => {
  it('is found', () => expect(inlineScript).toContain("getItem('theme')"))

  it.each(initialThemeCases)(
    'stored $stored, system dark $systemPrefersDark → $expected, like initialTheme',
    ({ stored, systemPrefersDark, expected }) => {
      expect(themeAppliedByInlineScript(stored, systemPrefersDark)).toBe(expected)
    },
  )
})
