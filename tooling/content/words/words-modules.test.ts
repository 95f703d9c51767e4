import { describe, expect, it } from 'vitest'
import { en } from '../locales/en.ts'
import type { SiteWords } from './site-words.ts'
import { isWordsModule, wordsModule } from './words-modules.ts'

const words = en as unknown as SiteWords

describe('words modules', () => {
  it('answers one module per group, and no other', () => {
    expect(isWordsModule('virtual:words/books')).toBe(true)
    expect(isWordsModule('virtual:words/nope')).toBe(false)
    expect(isWordsModule('virtual:content/site')).toBe(false)
  })

  it('exports each of the group’s words by its key, and no other group’s', async () => {
    const source = wordsModule('\0virtual:words/hero', () => words) ?? ''
    const module = await import(`data:text/javascript,${encodeURIComponent(source)}`)
    expect({ ...module }).toEqual(en.hero)
    expect(source).not.toContain(en.books.heading)
    expect(wordsModule('virtual:words/hero', () => words)).toBeUndefined()
  })
})
