import { describe, expect, it } from 'vitest'
import { checkWords } from './check-words.ts'

const messages = (given: unknown) =>
  checkWords(given, 'content/words.yaml').problems.map((p) => `${p.field}: ${p.message}`)

describe('checkWords', () => {
  it('keeps the words that stand for English ones, placeholders and all', () => {
    const { words, problems } = checkWords(
      { books: { heading: 'Os livros', buy: 'Comprar na {retailer} por {price}' } },
      'content/words.yaml',
    )
    expect(problems).toEqual([])
    expect(words).toEqual({ books: { heading: 'Os livros', buy: 'Comprar na {retailer} por {price}' } })
  })

  it('names the nearest group or word for one it does not know', () => {
    expect(messages({ book: { heading: 'x' } })).toEqual(['book: no such group; did you mean "books"?'])
    expect(messages({ books: { heading: 'x', buyy: 'x' } })).toEqual(['books.buyy: no such word; did you mean "buy"?'])
  })

  it('refuses a word that drops or adds a placeholder', () => {
    expect(messages({ books: { buy: 'Buy on {retailer}' } })).toEqual(['books.buy: keep {price}'])
    expect(messages({ books: { heading: 'Books by {name}' } })).toEqual([
      "books.heading: {name} is not one of this word's placeholders (it has none)",
    ])
  })

  it('refuses a word that is not a line of text', () => {
    expect(messages({ books: { heading: ['a', 'b'] } })).toEqual(['books.heading: expected a line of text'])
    expect(messages('books')).toEqual(['undefined: expected groups of words, like "books:"'])
  })

  it('takes a line in forms by the author’s pronoun, with other for they or none, each with the placeholders', () => {
    const sentText = {
      she: 'Obrigada. A {name} responde.',
      he: 'Obrigado. O {name} responde.',
      other: 'Obrigado. {name} responde.',
    }
    expect(checkWords({ contact: { sentText } }, 'content/words.yaml')).toEqual({
      words: { contact: { sentText } },
      problems: [],
    })
    expect(messages({ contact: { sentText: { she: 'Obrigada. A {name} responde.' } } })).toEqual([
      'contact.sentText: missing he, other: give every form by the author\'s pronoun, she, he and other (for "they" or none)',
    ])
    expect(messages({ contact: { sentText: { ...sentText, her: 'x {name}' } } })).toEqual([
      'contact.sentText: "her" is not a form by the author\'s pronoun; the forms are she, he, other',
    ])
    expect(messages({ contact: { sentText: { ...sentText, he: 'Obrigado.' } } })).toEqual([
      'contact.sentText: he: keep {name}',
    ])
  })

  it('takes a counted word in forms by the author’s pronoun, each in its forms by count', () => {
    const counts = (verb: string) => ({
      one: `O livro de {series}, ${verb} {name}.`,
      other: `Os {count} de {series}, ${verb} {name}.`,
    })
    const seriesText = { she: counts('escrito pela'), he: counts('escrito pelo'), other: counts('de') }
    expect(checkWords({ pageTitles: { seriesText } }, 'content/words.yaml')).toEqual({
      words: { pageTitles: { seriesText } },
      problems: [],
    })
    expect(messages({ pageTitles: { seriesText: { she: counts('pela'), other: counts('de') } } })).toEqual([
      'pageTitles.seriesText: missing he: give every form by the author\'s pronoun, she, he and other (for "they" or none)',
    ])
    expect(messages({ pageTitles: { seriesText: { ...seriesText, he: 'O livro do {name}.' } } })).toEqual([
      'pageTitles.seriesText: he: expected its forms by count: one, other (and zero, two, few, many where the language has them)',
    ])
    expect(
      messages({ pageTitles: { seriesText: { ...seriesText, she: { one: 'Da {name}.', other: '{count}' } } } }),
    ).toEqual(['pageTitles.seriesText: she: keep {series}'])
  })
})
