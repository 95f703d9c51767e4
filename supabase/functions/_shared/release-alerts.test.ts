import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { alertTopic, comesOutAfter, releaseAlertsRule } from './release-alerts.ts'

const books = [
  { slug: 'the-quiet-between-minds', title: 'The Quiet Between Minds', released: '2027-05-20' },
  { slug: 'tides-of-change', title: 'Tides of Change', released: '2024-03-01' },
]

describe('comesOutAfter', () => {
  it.each([
    ['the day before, anywhere', '2027-05-19T11:59:59Z', true],
    ['the day itself in Kiritimati (UTC+14), still the day before at UTC−12', '2027-05-19T10:00:00Z', true],
    ['the last moment before the day begins at UTC−12', '2027-05-20T11:59:59Z', true],
    ['the day begun everywhere', '2027-05-20T12:00:00Z', false],
    ['a year later', '2028-05-20T00:00:00Z', false],
  ])('%s: %s → %s', (_when, now, forthcoming) => {
    expect(comesOutAfter('2027-05-20', new Date(now))).toBe(forthcoming)
  })
})

describe('alertTopic', () => {
  const now = new Date('2026-11-30T10:00:00Z')

  it('takes a book of the site’s still to come', () => {
    expect(alertTopic('the-quiet-between-minds', books, now)).toEqual({ kind: 'forthcoming', book: books[0] })
  })

  it('refuses a book already out, and the same book once its day has come everywhere', () => {
    expect(alertTopic('tides-of-change', books, now)).toEqual({ kind: 'published', book: books[1] })
    expect(alertTopic('the-quiet-between-minds', books, new Date('2027-05-21T00:00:00Z'))).toMatchObject({
      kind: 'published',
    })
  })

  it.each(['no-such-book', 'newsletter', '', 'The-Quiet-Between-Minds'])('knows no topic %j', (topic) => {
    expect(alertTopic(topic, books, now)).toEqual({ kind: 'unknown' })
  })
})

describe('releaseAlertsRule', () => {
  it('takes the consent line and the books as the deploy writes them', () => {
    expect(v.is(releaseAlertsRule, { consent: 'Tell me once.', books })).toBe(true)
  })

  it.each([
    ['a slug that is not a file name', { consent: 'Yes.', books: [{ ...books[0], slug: '../x' }] }],
    ['a day that is not one', { consent: 'Yes.', books: [{ ...books[0], released: 'soon' }] }],
    ['an empty title', { consent: 'Yes.', books: [{ ...books[0], title: ' ' }] }],
    ['a consent of two lines', { consent: 'Yes.\nAnd more.', books }],
  ])('refuses %s', (_what, alerts) => {
    expect(v.is(releaseAlertsRule, alerts)).toBe(false)
  })
})
