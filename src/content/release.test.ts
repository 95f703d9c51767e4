import { afterEach, describe, expect, it, vi } from 'vitest'
import { isOut, localDay } from './release.ts'

// Node reads TZ again whenever it is set: each test puts the device in its own time zone.
const deviceIn = (timeZone: string) => vi.stubEnv('TZ', timeZone)

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('localDay', () => {
  it.each([
    // One instant, 11:30 UTC on 14 March 2027: already the 15th east of the date line, still the 14th in the Americas.
    ['Pacific/Kiritimati', '2027-03-15'],
    ['Pacific/Auckland', '2027-03-15'],
    ['Asia/Tokyo', '2027-03-14'],
    ['Europe/Lisbon', '2027-03-14'],
    ['America/New_York', '2027-03-14'],
    ['Pacific/Pago_Pago', '2027-03-14'],
  ])('on a device in %s the day is %s', (timeZone, day) => {
    deviceIn(timeZone)
    expect(localDay(new Date('2027-03-14T11:30:00Z'))).toBe(day)
  })

  it('turns at the device’s own midnight, summer time or not', () => {
    deviceIn('Europe/Lisbon')
    // 28 March 2027 is the night Lisbon moves its clocks forward: midnight there is still 00:00 UTC.
    expect(localDay(new Date('2027-03-27T23:59:59Z'))).toBe('2027-03-27')
    expect(localDay(new Date('2027-03-28T00:00:00Z'))).toBe('2027-03-28')
    // In summer, Lisbon's midnight is 23:00 UTC the day before.
    expect(localDay(new Date('2027-07-14T22:59:59Z'))).toBe('2027-07-14')
    expect(localDay(new Date('2027-07-14T23:00:00Z'))).toBe('2027-07-15')
  })

  it('writes the month and day in two digits, so days compare as text', () => {
    deviceIn('UTC')
    expect(localDay(new Date('2027-01-05T12:00:00Z'))).toBe('2027-01-05')
    expect(localDay(new Date('2027-12-31T12:00:00Z'))).toBe('2027-12-31')
  })
})

describe('isOut', () => {
  const release = { day: '2027-03-15' }

  it.each([
    ['the day before', '2027-03-14', false],
    ['its day', '2027-03-15', true],
    ['after', '2027-03-16', true],
    ['a month before, on a later day of the month', '2027-02-28', false],
    ['the next year', '2028-01-01', true],
  ])('%s: %s → %s', (_, day, out) => {
    expect(isOut(release, day)).toBe(out)
  })

  it('says a book without a release day is out', () => {
    expect(isOut(undefined, '1999-01-01')).toBe(true)
  })

  it('lets a reader east of the date line have the book first', () => {
    const instant = new Date('2027-03-14T11:30:00Z')
    deviceIn('Pacific/Auckland')
    expect(isOut(release, localDay(instant))).toBe(true)
    deviceIn('America/New_York')
    expect(isOut(release, localDay(instant))).toBe(false)
  })
})
