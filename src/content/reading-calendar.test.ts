import { readings as readingsFile } from 'virtual:content/readings'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { Reading } from '#src/content/content.ts'
import { readingTitle } from '#src/content/reading-title.ts'
import {
  calendarDownload,
  calendarEventFor,
  calendarFilePath,
  calendarFiles,
  eventsFeedPath,
} from './reading-calendar.ts'

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

describe('calendarFiles', () => {
  const stamp = new Date('2026-11-30T09:15:00Z')
  // The demo's events, and one whose words test the escapes and the folding: commas, semicolons, a backslash, new lines, long and not ASCII.
  const awkward: Reading = {
    ...reading,
    id: 'festival-panel',
    kind: 'Festival panel; “Lançamento”',
    venue: 'Sala 2, Festival, Lisboa',
    description: `Doors at 18:00; free, no booking \\ bring a friend.\nSecond line: ${'ação 🌊 '.repeat(20)}`,
  }
  const all = [...readings, awkward]
  const files = calendarFiles(all, stamp)
  const feed = files.find((file) => file.fileName === 'events.ics')!
  const octets = (line: string) => new TextEncoder().encode(line).length

  const parsed = (source: string) => new ICAL.Component(ICAL.parse(source))
  const eventsOf = (source: string) =>
    parsed(source)
      .getAllSubcomponents('vevent')
      .map((one) => new ICAL.Event(one))

  it('writes a file for each event at /events/<id>.ics, and the feed at /events.ics', () => {
    expect(files.map((file) => file.fileName)).toEqual([...all.map((one) => `events/${one.id}.ics`), 'events.ics'])
    expect(calendarFilePath(reading)).toBe(`/events/${reading.id}.ics`)
    expect(eventsFeedPath).toBe('/events.ics')
  })

  it('is a calendar a real parser reads back: every event, its UID, times, title, place and words', () => {
    const calendar = parsed(feed.source)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Events — Elena Marlowe')
    const events = eventsOf(feed.source)
    expect(events).toHaveLength(all.length)
    for (const [index, one] of all.entries()) {
      const event = events[index]
      const expected = calendarEventFor(one)
      expect(event.uid).toBe(expected.uid)
      expect(event.summary).toBe(readingTitle(one))
      expect(event.location).toBe(`${one.venue}, ${one.address}, ${one.city}`)
      expect(event.description).toBe(`${one.when}\n${one.description}`)
      expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(one.startsAt))
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
        one.durationMinutes * 60_000,
      )
      expect(event.startDate.zone?.tzid).toBe('UTC')
      expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-30T09:15:00Z')
    }
  })

  it('keeps each event’s UID from build to build, so a subscribed calendar updates it rather than adding another', () => {
    const later = calendarFiles(all, new Date('2027-02-01T00:00:00Z')).find((file) => file.fileName === 'events.ics')!
    expect(eventsOf(later.source).map((event) => event.uid)).toEqual(eventsOf(feed.source).map((event) => event.uid))
    expect(new Set(eventsOf(feed.source).map((event) => event.uid)).size).toBe(all.length)
  })

  it('ends every line with CRLF and folds it at 75 octets', () => {
    for (const { source } of files) {
      expect(source.endsWith('\r\n')).toBe(true)
      expect(source.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
      for (const line of source.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    }
    expect(feed.source).toMatch(/\r\n /)
  })

  it('writes nothing for a site without events', () => {
    expect(calendarFiles([], stamp)).toEqual([])
  })

  it('gives each event’s own file that event alone', () => {
    for (const [index, one] of all.entries()) {
      const events = eventsOf(files[index].source)
      expect(events.map((event) => event.uid)).toEqual([calendarEventFor(one).uid])
    }
  })
})
