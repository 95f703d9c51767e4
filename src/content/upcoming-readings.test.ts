import { describe, expect, it } from 'vitest'
import type { Reading } from './content.ts'
import { readingsSplitAt, upcomingReadings } from './upcoming-readings.ts'

const at = (startsAt: string) => ({ id: startsAt, startsAt }) as Reading
const ids = (list: Reading[]) => list.map((reading) => reading.id)

describe('upcomingReadings', () => {
  // Local times, like `now`, so the test means the same in every time zone.
  const list = [at('2027-01-02T10:00'), at('2026-12-01T18:00'), at('2026-12-10T19:00')]

  it.each([
    [
      'long before all of them: all, soonest first',
      '2026-11-22T12:00',
      ['2026-12-01T18:00', '2026-12-10T19:00', '2027-01-02T10:00'],
    ],
    ['on the day of one, after it began: it still shows', '2026-12-10T23:59', ['2026-12-10T19:00', '2027-01-02T10:00']],
    ['the day after one: it is gone', '2026-12-11T00:01', ['2027-01-02T10:00']],
    ['after the last: none', '2027-02-01T00:00', []],
  ])('%s', (_, now, expected) => {
    expect(ids(upcomingReadings(list, new Date(now)))).toEqual(expected)
  })
})

describe('readingsSplitAt', () => {
  const list = [at('2027-01-02T10:00'), at('2026-12-01T18:00'), at('2026-12-10T19:00'), at('2026-11-20T09:00')]
  const split = (dayStart: string) => {
    const { upcoming, past } = readingsSplitAt(list, new Date(dayStart).getTime())
    return { upcoming: ids(upcoming), past: ids(past) }
  }

  it('splits where the upcoming list ends: the rest are past, newest first', () => {
    expect(split('2026-12-05T00:00')).toEqual({
      upcoming: ['2026-12-10T19:00', '2027-01-02T10:00'],
      past: ['2026-12-01T18:00', '2026-11-20T09:00'],
    })
  })

  it('keeps one that began earlier that day as upcoming, as the home and the schedule do', () => {
    const dayStart = '2026-12-10T00:00'
    expect(split(dayStart).upcoming).toEqual(ids(upcomingReadings(list, new Date('2026-12-10T21:00'))))
    expect(split(dayStart).past).toEqual(['2026-12-01T18:00', '2026-11-20T09:00'])
  })

  it('has every event once, whatever the day', () => {
    for (const day of ['2026-01-01T00:00', '2026-12-02T00:00', '2028-01-01T00:00']) {
      const { upcoming, past } = split(day)
      expect([...upcoming, ...past].sort()).toEqual(ids(list).sort())
    }
    expect(split('2026-01-01T00:00').past).toEqual([])
    expect(split('2028-01-01T00:00').upcoming).toEqual([])
  })
})
