import { author } from 'virtual:content/author'
import { site } from 'virtual:content/site'
import type { Reading } from '#src/content/content.ts'
import { readingTitle } from '#src/content/reading-title.ts'
import { type CalendarEvent, calendarFile } from './ics.ts'

const prodId = `-//${author.name}//Reading Schedule//EN`
const uidDomain = `readings.${new URL(site.url).host}`

export function calendarEventFor(reading: Reading): CalendarEvent {
  const start = new Date(reading.startsAt)
  return {
    uid: `${reading.id}@${uidDomain}`,
    start,
    end: new Date(start.getTime() + reading.durationMinutes * 60_000),
    summary: readingTitle(reading),
    location: `${reading.venue}, ${reading.address}, ${reading.city}`,
    // A calendar shows the event in the reader's own zone; the venue's clock, as the site wrote it, stays beside it.
    description: `${reading.when}\n${reading.description}`,
    organizer: { name: author.name, address: new URL('/', site.url).href },
  }
}

/** A data URL needs no network, no object URL to revoke, and works from the offline cache. */
export function calendarDownload(reading: Reading, stamp: Date): { href: string; fileName: string } {
  const file = calendarFile(calendarEventFor(reading), { prodId, stamp })
  return {
    href: `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`,
    fileName: `${author.name.toLowerCase().replace(/\s+/g, '-')}-${reading.id}.ics`,
  }
}
