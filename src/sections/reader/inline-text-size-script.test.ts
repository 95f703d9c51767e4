import { describe, expect, it } from 'vitest'
// biome-ignore lint/style/noRestrictedImports: the page's own HTML lives at the root, outside src
import indexHtml from '../../../index.html?raw'
import { storedTextSizeCases } from './text-size.cases.ts'
import { parseTextSize } from './text-size.ts'

// The script in index.html runs before any module, so it cannot import parseTextSize: this keeps the two rules equal.
const inlineScript =
  [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, code]) => code)
    .find((code) => code.includes("getItem('text-size')")) ?? ''

function sizeAppliedByInlineScript(stored: string | null) {
  const documentElement = { dataset: {} as Record<string, string> }
  const localStorage = { getItem: () => stored }
  new Function('document', 'localStorage', inlineScript)({ documentElement }, localStorage)
  return parseTextSize(documentElement.dataset.textSize)
}

describe("index.html's inline text-size script", () => {
  it('is found', () => expect(inlineScript).toContain('dataset.textSize'))

  it.each(storedTextSizeCases)('stored $stored → $expected, like parseTextSize', ({ stored, expected }) => {
    expect(sizeAppliedByInlineScript(stored)).toBe(expected)
  })

  it('leaves <html> alone when nothing valid is stored, so the stylesheet’s default applies', () => {
    const documentElement = { dataset: {} as Record<string, string> }
    new Function('document', 'localStorage', inlineScript)({ documentElement }, { getItem: () => 'large' })
    expect(documentElement.dataset).toEqual({})
  })

  it('keeps the default size when storage is blocked', () => {
    const documentElement = { dataset: {} as Record<string, string> }
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    }
    new Function('document', 'localStorage', inlineScript)({ documentElement }, blocked)
    expect(documentElement.dataset).toEqual({})
  })
})
