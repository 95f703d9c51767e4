import { describe, expect, it } from 'vitest'
import { type CalendarEvent, calendarFile, escapeText, foldLine, formatUtc, quotedParam } from './ics.ts'

const event: CalendarEvent = {
  uid: 'portland@example.com',
  start: new Date('2026-12-10T19:00:00-05:00'),
  end: new Date('2026-12-10T20:30:00-05:00'),
  summary: 'Reading: Elena Marlowe at Fogline Books',
  location: 'Fogline Books, 212 Fore Street, Portland, Maine',
  description: 'Free; no booking.\nDoors at 6:30.',
  organizer: { name: 'Elena Marlowe', address: 'https://elena-marlowe.example/' },
}
const options = { prodId: '-//Example//Schedule//EN', stamp: new Date('2026-11-22T08:15:30.123Z') }
const octets = (text: string) => new TextEncoder().encode(text).length
const unfold = (text: string) => text.replace(/\r\n /g, '')

describe('calendarFile', () => {
  const file = calendarFile([event], options)
  const lines = file.split('\r\n')

  it('is one VEVENT inside a VERSION 2.0 VCALENDAR, every property in place', () => {
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Example//Schedule//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:portland@example.com',
      'DTSTAMP:20261122T081530Z',
      'DTSTART:20261211T000000Z',
      'DTEND:20261211T013000Z',
      'SUMMARY:Reading: Elena Marlowe at Fogline Books',
      'LOCATION:Fogline Books\\, 212 Fore Street\\, Portland\\, Maine',
      'DESCRIPTION:Free\\; no booking.\\nDoors at 6:30.',
      'ORGANIZER;CN="Elena Marlowe":https://elena-marlowe.example/',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ])
  })

  it('holds one VEVENT for each event, and a name when given one, in escaped text', () => {
    const second = { ...event, uid: 'bristol@example.com' }
    const feed = calendarFile([event, second], { ...options, name: 'Events — Marlowe, Elena' }).split('\r\n')
    expect(feed.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(feed.filter((line) => line.startsWith('UID:'))).toEqual([
      'UID:portland@example.com',
      'UID:bristol@example.com',
    ])
    expect(feed).toContain('NAME:Events — Marlowe\\, Elena')
    expect(feed).toContain('X-WR-CALNAME:Events — Marlowe\\, Elena')
    expect(feed.at(-2)).toBe('END:VCALENDAR')
  })

  it('ends every line with CRLF and has no bare LF or CR', () => {
    expect(file.endsWith('\r\n')).toBe(true)
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('folds long properties so that unfolding gives them back', () => {
    const long = calendarFile([{ ...event, description: 'Sea, salt; memory\\ '.repeat(20) }], options)
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(unfold(long)).toContain(`DESCRIPTION:${escapeText('Sea, salt; memory\\ '.repeat(20))}\r\n`)
  })
})

describe('quotedParam', () => {
  it('quotes a name, so its commas, colons and semicolons stay in it', () => {
    expect(quotedParam('Marlowe, Elena: Readings; Signings')).toBe('"Marlowe, Elena: Readings; Signings"')
  })

  it('drops what a quoted value cannot hold: a quote, a control character', () => {
    expect(quotedParam('Elena "Ellie" Marlowe\nJr')).toBe('"Elena Ellie MarloweJr"')
  })
})

describe('escapeText', () => {
  it.each([
    ['a backslash', 'a\\b', 'a\\\\b'],
    ['a semicolon', 'a;b', 'a\\;b'],
    ['a comma', 'a,b', 'a\\,b'],
    ['a LF', 'a\nb', 'a\\nb'],
    ['a CRLF', 'a\r\nb', 'a\\nb'],
    ['a CR', 'a\rb', 'a\\nb'],
    ['an escape-looking sequence', '\\n;', '\\\\n\\;'],
    ['a colon, which needs no escape', 'Time: 7pm', 'Time: 7pm'],
  ])('escapes %s', (_, text, expected) => {
    expect(escapeText(text)).toBe(expected)
  })
})

describe('foldLine', () => {
  it.each([
    ['a 75-octet line stays whole', 'x'.repeat(75), ['x'.repeat(75)]],
    ['a 76-octet line folds once', 'x'.repeat(76), ['x'.repeat(75), ' x']],
    [
      'continuations hold 74 octets after the space',
      'x'.repeat(75 + 74 + 1),
      ['x'.repeat(75), ` ${'x'.repeat(74)}`, ' x'],
    ],
  ])('%s', (_, line, expected) => {
    expect(foldLine(line).split('\r\n')).toEqual(expected)
  })

  it('never splits a multi-byte character and counts octets, not characters', () => {
    const line = `DESCRIPTION:${'é'.repeat(40)}${'—🌊'.repeat(10)}`
    const folded = foldLine(line).split('\r\n')
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75)
    expect(folded.length).toBeGreaterThan(2)
    expect(unfold(folded.join('\r\n'))).toBe(line)
  })
})

describe('formatUtc', () => {
  it('writes the UTC basic form without milliseconds', () => {
    expect(formatUtc(new Date('2027-06-05T11:00:00-03:00'))).toBe('20270605T140000Z')
  })
})
