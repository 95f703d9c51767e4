import { describe, expect, it } from 'vitest'
import { placeholdersOf } from '#src/content/words.ts'
import { en } from './en.ts'
import { pseudoText, pseudoWords } from './pseudo.ts'

describe('the pseudo-locale', () => {
  it('accents every ASCII letter and keeps placeholders, digits and punctuation', () => {
    expect(pseudoText('Buy on {retailer} – {price}')).toBe('Ɓúý óñ {retailer} – {price}')
    expect(pseudoText('Book {number} of 3, it’s “new”!')).toBe('Ɓóóķ {number} óƒ 3, íţ’š “ñéŵ”!')
  })

  it('leaves no ASCII letter outside a placeholder in any word, and every placeholder in place', () => {
    const pseudo = pseudoWords()
    for (const [group, words] of Object.entries(en))
      for (const [key, word] of Object.entries(words)) {
        const forms = typeof word === 'string' ? { text: word } : word
        const pseudoForms = pseudo[group][key]
        for (const [form, text] of Object.entries(forms as Record<string, string>)) {
          const shown = typeof pseudoForms === 'string' ? pseudoForms : (pseudoForms as Record<string, string>)[form]
          expect(shown.replace(/\{\w+\}/g, ''), `${group}.${key}`).not.toMatch(/[A-Za-z]/)
          expect(placeholdersOf(shown), `${group}.${key}`).toEqual(placeholdersOf(text))
        }
      }
  })
})
