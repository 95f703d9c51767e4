import { describe, expect, it } from 'vitest'
import { readLocale } from '../words/locale-file.ts'
import { englishPhrases, phrasesIn, phrasesOf } from './english-left.ts'

describe('phrasesOf', () => {
  it('keeps the runs of words between placeholders, trimmed of punctuation', () => {
    expect(phrasesOf('Buy on {retailer} – {price}')).toEqual(['Buy on'])
    expect(phrasesOf('Thank you for your message. {name} will get back to you soon.')).toEqual([
      'Thank you for your message',
      'will get back to you soon',
    ])
    expect(phrasesOf('{title} ({genre}, {year}): {summary}')).toEqual([])
    expect(phrasesOf('← Previous: {title}')).toEqual(['Previous'])
    expect(phrasesOf('{name}’s home page')).toEqual(['home page'])
  })
})

describe('englishPhrases for pt-PT', () => {
  const phrases = englishPhrases(readLocale('pt-PT'))

  it('holds the site’s English words', () => {
    expect(phrases).toEqual(expect.arrayContaining(['Featured Books', 'Read a sample', 'Buy on', 'Powered by']))
  })

  it('leaves out names every language keeps, words Portuguese writes alike and what the chat only listens for', () => {
    for (const kept of ['Email', 'Chat', 'OK', 'the', 'buy', 'purchase']) expect(phrases).not.toContain(kept)
  })

  it('finds a phrase only as whole words', () => {
    expect(phrasesIn('Ler um excerto. Read a sample.', phrases)).toEqual(['Read a sample'])
    expect(phrasesIn('Comprar na Shop - 9,99 €', phrases)).toEqual([])
  })
})
