import { readings as readingsFile } from 'virtual:content/readings'
import { describe, expect, it } from 'vitest'

/** The venue's wall clock for an instant, e.g. "2026-12-10T19:00:00". */
function wallClock(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const part = (type: string) => parts.find((p) => p.type === type)?.value
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`
}

const { readings } = readingsFile

describe('readings', () => {
  it('has five events from December 2026 to June 2027, in date order, with unique ids', () => {
    expect(readings).toHaveLength(5)
    const starts = readings.map((reading) => Date.parse(reading.startsAt))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(readings[0].startsAt >= '2026-12').toBe(true)
    expect(readings.at(-1)!.startsAt < '2027-07').toBe(true)
    expect(new Set(readings.map((reading) => reading.id)).size).toBe(readings.length)
  })

  it.each(readings.map((reading) => [reading.id, reading] as const))(
    '%s: its UTC offset is the one its time zone has that day',
    (_, reading) => {
      expect(wallClock(reading.startsAt, reading.timeZone)).toBe(reading.startsAt.slice(0, 19))
    },
  )
})
