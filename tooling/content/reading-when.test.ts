import { describe, expect, it } from 'vitest'
import { readingWhen } from './reading-when.ts'

const lisbonInJune = { timeZone: 'Europe/Lisbon', startsAt: '2027-06-12T18:30:00+01:00' }
const londonInJune = { timeZone: 'Europe/London', startsAt: '2027-06-23T19:00:00+01:00' }
const lisbonInMarch = { timeZone: 'Europe/Lisbon', startsAt: '2027-03-12T18:30:00+00:00' }
const londonInJanuary = { timeZone: 'Europe/London', startsAt: '2027-01-23T14:00:00+00:00' }
const newYork = { timeZone: 'America/New_York', startsAt: '2026-12-10T19:00:00-05:00' }
const halifax = { timeZone: 'America/Halifax', startsAt: '2027-06-05T11:00:00-03:00' }
const seattle = { timeZone: 'America/Los_Angeles', startsAt: '2027-04-17T19:00:00-07:00' }

// What ICU (CLDR 48) writes for each site language: the zone's abbreviation where the language has one,
// found in the venue's country when the language alone has none; else the offset, as those readers write it.
describe('readingWhen', () => {
  it.each([
    ['en', lisbonInJune, 'Sat, June 12, 2027 at 6:30 PM WEST'],
    ['en', londonInJune, 'Wed, June 23, 2027 at 7:00 PM BST'],
    ['en', lisbonInMarch, 'Fri, March 12, 2027 at 6:30 PM WET'],
    ['en', londonInJanuary, 'Sat, January 23, 2027 at 2:00 PM GMT'],
    ['en', newYork, 'Thu, December 10, 2026 at 7:00 PM EST'],
    ['en', halifax, 'Sat, June 5, 2027 at 11:00 AM ADT'],
    ['en', seattle, 'Sat, April 17, 2027 at 7:00 PM PDT'],
    ['en-GB', lisbonInJune, 'Sat, 12 June 2027 at 18:30 WEST'],
    ['en-GB', londonInJune, 'Wed, 23 June 2027 at 19:00 BST'],
    ['en-GB', newYork, 'Thu, 10 December 2026 at 19:00 EST'],
    ['pt-PT', lisbonInJune, 'sábado, 12 de junho de 2027 às 18:30 WEST'],
    ['pt-PT', lisbonInMarch, 'sexta, 12 de março de 2027 às 18:30 WET'],
    ['pt-PT', londonInJune, 'quarta, 23 de junho de 2027 às 19:00 GMT+1'],
    ['pt-PT', londonInJanuary, 'sábado, 23 de janeiro de 2027 às 14:00 GMT+0'],
    ['fr', lisbonInJune, 'sam. 12 juin 2027 à 18:30 UTC+1'],
    ['fr', londonInJune, 'mer. 23 juin 2027 à 19:00 UTC+1'],
    ['fr', halifax, 'sam. 5 juin 2027 à 11:00 HAA'],
    ['de', lisbonInJune, 'Sa., 12. Juni 2027 um 18:30 WESZ'],
    ['de', londonInJune, 'Mi., 23. Juni 2027 um 19:00 GMT+1'],
    ['es', lisbonInJune, 'sáb, 12 de junio de 2027, 18:30 WEST'],
    ['es', londonInJune, 'mié, 23 de junio de 2027, 19:00 GMT+1'],
    ['es', newYork, 'jue, 10 de diciembre de 2026, 19:00 EST'],
  ])('%s: %o reads "%s"', (language, reading, expected) => {
    expect(readingWhen(reading, language).replace(/\s/g, ' ')).toBe(expected)
  })

  it.each([
    ['en', false],
    ['en-GB', true],
    ['pt-PT', true],
    ['fr', true],
    ['de', true],
    ['es', true],
  ])('%s: 24-hour clock %s, as the locale has it', (language, twentyFour) => {
    expect(/\b18:30\b/.test(readingWhen(lisbonInJune, language))).toBe(twentyFour)
  })
})
