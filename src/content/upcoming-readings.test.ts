import { describe, expect, it } from 'vitest'
import type { Reading } from './content.ts'
import { upcomingReadings } from './upcoming-readings.ts'

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
