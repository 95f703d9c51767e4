import { readings as readingsFile } from 'virtual:content/readings'
import { describe, expect, it } from 'vitest'
import type { Reading } from '#src/content/content.ts'
import { readingTitle } from '#src/content/reading-title.ts'
import { calendarDownload, calendarEventFor } from './reading-calendar.ts'

const { readings } = readingsFile
const reading: Reading = readings[0]

describe('calendarEventFor', () => {
  it('names the kind, the author and the venue, and lasts the event’s duration', () => {
    const event = calendarEventFor(reading)
    expect(event.summary).toBe(readingTitle(reading))
    expect(event.summary).toBe('Reading: Elena Marlowe at Fogline Books')
    expect(event.location).toBe('Fogline Books, 212 Fore Street, Portland, Maine')
    expect(event.start.toISOString()).toBe('2026-12-11T00:00:00.000Z')
    expect(event.end.getTime() - event.start.getTime()).toBe(90 * 60_000)
    expect(event.description).toBe(`Thu, December 10, 2026 at 7:00\u202fPM EST\n${reading.description}`)
  })

  it('gives every event its own UID', () => {
    expect(new Set(readings.map((each) => calendarEventFor(each).uid)).size).toBe(readings.length)
  })
})

describe('calendarDownload', () => {
  it('is a text/calendar data URL holding the .ics file, with a .ics file name', () => {
    const { href, fileName } = calendarDownload(reading, new Date('2026-11-22T00:00:00Z'))
    expect(fileName).toBe('elena-marlowe-portland-2026-12-10.ics')
    const [prefix, body] = href.split(',')
    expect(prefix).toBe('data:text/calendar;charset=utf-8')
    const file = decodeURIComponent(body)
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(file).toContain('\r\nSUMMARY:Reading: Elena Marlowe at Fogline Books\r\n')
    expect(file).toContain('\r\nDTSTAMP:20261122T000000Z\r\n')
    // A published event names who publishes it: the author, at the site.
    expect(file).toContain('\r\nORGANIZER;CN="Elena Marlowe":https://elena-marlowe.example/\r\n')
  })
})
