import { describe, expect, it } from 'vitest'
import { formatWhen } from './format-when.ts'

describe('formatWhen', () => {
  it.each([
    ['America/New_York', '2026-12-10T19:00:00-05:00', 'Thu, December 10, 2026 at 7:00 PM EST'],
    ['America/Los_Angeles', '2027-04-17T19:00:00-07:00', 'Sat, April 17, 2027 at 7:00 PM PDT'],
    ['Europe/London', '2027-01-23T14:00:00+00:00', 'Sat, January 23, 2027 at 2:00 PM GMT'],
  ])('shows the clock of the venue in %s', (timeZone, startsAt, expected) => {
    expect(formatWhen({ startsAt, timeZone }).replace(/\s/g, ' ')).toBe(expected)
  })
})
