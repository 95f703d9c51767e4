import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { en } from '../locales/en.ts'
import { declarationsFile, wordsDeclarations, writeWordsDeclarations } from './write-words-declarations.ts'

describe('the words modules’ declarations', () => {
  it('are committed as en.ts’s groups make them (else run `npx tsx tooling/content/words/write-words-declarations.ts`)', () => {
    expect(readFileSync(declarationsFile, 'utf8')).toBe(wordsDeclarations())
  })

  it('declare one module per group of en.ts, typed from its words', () => {
    const declared = [
      ...wordsDeclarations().matchAll(/declare module 'virtual:words\/(\w+)' \{\n {2}const words: GroupWords<'\1'>/g),
    ]
    expect(declared.map(([, group]) => group)).toEqual(Object.keys(en))
    expect(wordsDeclarations(['hero'])).toMatch(/^\/\/ Generated from tooling\/content\/locales\/en\.ts/)
  })

  it('are written over a stale file, and an up-to-date one is left alone', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'words-declarations-')), 'virtual-words.d.ts')
    writeFileSync(file, wordsDeclarations(['hero']))
    expect(writeWordsDeclarations(file)).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(wordsDeclarations())
    expect(writeWordsDeclarations(file)).toBe(false)
  })
})
