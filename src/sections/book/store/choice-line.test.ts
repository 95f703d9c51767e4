import { describe, expect, it } from 'vitest'
import type { Template } from '#src/content/words.ts'
import { choiceLine, choiceLineText } from './choice-line.ts'

const words = {
  notInStore: 'Not in the {country} store' as Template<'country'>,
  priceAtStore: 'Price at the store',
  preorder: 'Pre-order',
}
const uk = { regionName: 'United Kingdom', forthcoming: false }

describe('choiceLine', () => {
  it.each([
    [{ text: '£3.79' }, uk, { text: '£3.79' }, '£3.79'],
    [{ text: '€11.50', country: 'PT' }, uk, { text: '€11.50', country: 'PT' }, '€11.50\u00a0· PT'],
    ['absent', uk, { text: 'Not in the United Kingdom store', muted: true }, 'Not in the United Kingdom store'],
    ['unpriced', uk, { text: 'Price at the store', muted: true }, 'Price at the store'],
    ['unpriced', { ...uk, forthcoming: true }, { text: 'Pre-order', muted: true }, 'Pre-order'],
  ] as const)('%j → %j', (price, where, line, text) => {
    expect(choiceLine(price, where, words)).toEqual(line)
    expect(choiceLineText(choiceLine(price, where, words))).toBe(text)
  })
})
