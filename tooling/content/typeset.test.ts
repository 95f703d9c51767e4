import { describe, expect, it } from 'vitest'
import { typeset } from './typeset.ts'

describe('typeset', () => {
  it.each([
    // Quotes by position: opening at the start, after a space, a bracket, a dash or another opening quote.
    ['"Home," she said.', '“Home,” she said.'],
    ["'Home,' she said.", '‘Home,’ she said.'],
    ['He said "go" and went', 'He said “go” and went'],
    ['(“a” or "b")', '(“a” or “b”)'],
    ['["quoted"]', '[“quoted”]'],
    ['a dash—"then" this', 'a dash—“then” this'],
    ['The end."', 'The end.”'],
    ['"Why?" "Because!"', '“Why?” “Because!”'],
    // Nested, both ways round.
    [`"She said 'come home' twice"`, '“She said ‘come home’ twice”'],
    [`'He said "never" once'`, '‘He said “never” once’'],
    [`"'Tides' is mine"`, '“‘Tides’ is mine”'],
    // Apostrophes in six languages.
    ["don't, it's, Emma's book", 'don’t, it’s, Emma’s book'],
    ["the Joneses' boat", 'the Joneses’ boat'],
    ["O'Brien's letters", 'O’Brien’s letters'],
    ["l'amour, aujourd'hui, qu'il", 'l’amour, aujourd’hui, qu’il'],
    ["copo d'água, caixa-d'água", 'copo d’água, caixa-d’água'],
    ["dell'anno, un'estate", 'dell’anno, un’estate'],
    ["geht's, Hans' Buch", 'geht’s, Hans’ Buch'],
    ["zo'n boek, 's-Hertogenbosch", 'zo’n boek, ’s-Hertogenbosch'],
    // Elisions and decades.
    ["the '90s, class of '26", 'the ’90s, class of ’26'],
    ["rock 'n' roll, 'tis the season", 'rock ’n’ roll, ’tis the season'],
    ["the 1990's", 'the 1990’s'],
    // Feet and inches keep their marks.
    [`She was 5'11" tall`, `She was 5'11" tall`],
    [`a 6'2.5" door`, `a 6'2.5" door`],
    // Dashes and the ellipsis.
    ['then -- at last -- home', 'then — at last — home'],
    ['then---home', 'then—home'],
    ['pages 12--40, 1990--2000', 'pages 12–40, 1990–2000'],
    ['Lisbon - Porto', 'Lisbon – Porto'],
    ['19:00 - 21:00', '19:00 – 21:00'],
    ['a - - b', 'a – – b'],
    ['Wait...', 'Wait…'],
    ['so... "and"', 'so… “and”'],
    // Hyphens that are not dashes, and separators, stay.
    ['well-known, -5 °C, e-mail', 'well-known, -5 °C, e-mail'],
    ['a line ---- of four', 'a line ---- of four'],
    ['- a list mark', '- a list mark'],
    // Machine characters stay: addresses, e-mail, paths, code, ISBNs, dates and prices.
    ["see https://example.com/it's--here?a='b'&c=1 now", "see https://example.com/it's--here?a='b'&c=1 now"],
    ["'https://example.com/a--b'.", '‘https://example.com/a--b’.'],
    ['"https://example.com"', '“https://example.com”'],
    ["write to o'brien@example.com 'soon'", "write to o'brien@example.com ‘soon’"],
    ['mailto:a--b@example.com', 'mailto:a--b@example.com'],
    ["the file content/books/it's--mine.md", "the file content/books/it's--mine.md"],
    ['at /books/tides-of-change...', 'at /books/tides-of-change…'],
    ["at '/books/it's--here'", "at ‘/books/it's--here’"],
    ['"./images/a--b.svg"', '“./images/a--b.svg”'],
    ["type `don't --help` first", "type `don't --help` first"],
    ['ISBN 978-0-306-40615-7', 'ISBN 978-0-306-40615-7'],
    ['2026-12-10T19:00:00-05:00, $14.99, 9.99 EUR', '2026-12-10T19:00:00-05:00, $14.99, 9.99 EUR'],
    // Already set: unchanged.
    ['“Home,” she said — don’t… ‘no’ – ’90s', '“Home,” she said — don’t… ‘no’ – ’90s'],
    ['« Bonjour », dit-elle. „Ja“, sagte er.', '« Bonjour », dit-elle. „Ja“, sagte er.'],
    ['', ''],
  ])('%s', (typed, set) => {
    expect(typeset(typed)).toBe(set)
    // Idempotent: what the build set is set already.
    expect(typeset(set)).toBe(set)
  })

  it('opens or closes a quote at its start by the character before it (the text before an emphasis or a link)', () => {
    expect(typeset('" he said', 'o')).toBe('” he said')
    expect(typeset('"go"', ' ')).toBe('“go”')
    expect(typeset("'s book", 'a')).toBe('’s book')
    expect(typeset('"go"', '')).toBe('“go”')
  })
})
