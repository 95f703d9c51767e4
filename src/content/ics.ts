/** One event as RFC 5545 needs it; times are instants and are written in UTC, so no VTIMEZONE is needed. */
export interface CalendarEvent {
  uid: string
  start: Date
  end: Date
  summary: string
  location: string
  description: string
  /** Who publishes it (RFC 5546 asks a PUBLISH for one): a name and an address (a URI: mailto:, or the site's own). */
  organizer: { name: string; address: string }
}

const maxLineOctets = 75
const utf8 = new TextEncoder()

/** RFC 5545 §3.3.11: backslash first, so the escapes added after it are not escaped again. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** RFC 5545 §3.2: a parameter's value, quoted; a quote cannot stand inside one, nor can a control character. */
export function quotedParam(text: string): string {
  return `"${text.replace(/["\p{Cc}]/gu, '')}"`
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on lines starting with a space; never split a character. */
export function foldLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = utf8.encode(character).length
    if (octets + size > maxLineOctets) {
      lines.push(current)
      current = ' '
      octets = 1
    }
    current += character
    octets += size
  }
  return [...lines, current].join('\r\n')
}

/** 2026-12-11T00:00:00.000Z becomes 20261211T000000Z (RFC 5545 §3.3.5, UTC form). */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

const eventLines = (event: CalendarEvent, stamp: Date) => [
  'BEGIN:VEVENT',
  `UID:${event.uid}`,
  `DTSTAMP:${formatUtc(stamp)}`,
  `DTSTART:${formatUtc(event.start)}`,
  `DTEND:${formatUtc(event.end)}`,
  `SUMMARY:${escapeText(event.summary)}`,
  `LOCATION:${escapeText(event.location)}`,
  `DESCRIPTION:${escapeText(event.description)}`,
  `ORGANIZER;CN=${quotedParam(event.organizer.name)}:${event.organizer.address}`,
  'END:VEVENT',
]

/**
 * A VCALENDAR of these events: one for a single event's file, all of them for the feed a calendar app subscribes to.
 * A named one (the feed) says its name both ways calendar apps read it: RFC 7986's NAME and the older X-WR-CALNAME.
 */
export function calendarFile(
  events: readonly CalendarEvent[],
  { prodId, stamp, name }: { prodId: string; stamp: Date; name?: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`NAME:${escapeText(name)}`, `X-WR-CALNAME:${escapeText(name)}`] : []),
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
