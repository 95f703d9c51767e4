import { expect, it } from 'vitest'
import { perLanguage } from './per-language.ts'

it('makes one object per language, the first time it is asked for', () => {
  const asked: string[] = []
  const of = perLanguage((language) => {
    asked.push(language)
    return { language }
  })
  const said = ['fr', 'en', 'fr', 'fr', 'en'].map(of)
  expect(asked).toEqual(['fr', 'en'])
  expect(said[0]).toBe(said[2])
  expect(said[1]).toBe(said[4])
  expect(said.map((one) => one.language)).toEqual(['fr', 'en', 'fr', 'fr', 'en'])
})
