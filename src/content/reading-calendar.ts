import { author } from 'virtual:content/author'
import { site } from 'virtual:content/site'
import * as pageTitles from 'virtual:words/pageTitles'
import { siteUrl } from '#src/content/book-link.ts'
import type { Reading } from '#src/content/content.ts'
import { readingTitle } from '#src/content/reading-title.ts'
import { type CalendarEvent, calendarFile } from './ics.ts'
import { fill } from './words.ts'

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

/** The name a downloaded calendar file is saved under: the author's and the event's. */
const fileNameOf = (reading: Pick<Reading, 'id'>) =>
  `${author.name.toLowerCase().replace(/\s+/g, '-')}-${reading.id}.ics`

/** A data URL needs no network, no object URL to revoke, and works from the offline cache. */
export function calendarDownload(reading: Reading, stamp: Date): { href: string; fileName: string } {
  const file = calendarFile([calendarEventFor(reading)], { prodId, stamp })
  return { href: `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`, fileName: fileNameOf(reading) }
}

/** Where the build writes a reading's own calendar file: a plain link to it works before, or without, any script. */
export const calendarFilePath = (reading: Pick<Reading, 'id'>) => `/events/${reading.id}.ics`

/** The link to the build's file of a reading, saved under the same name as the schedule's. */
export const builtCalendarFile = (reading: Pick<Reading, 'id'>) => ({
  href: calendarFilePath(reading),
  fileName: fileNameOf(reading),
})

/** The one calendar of every event, past ones too, that a calendar app subscribes to and keeps up to date. */
export const eventsFeedPath = '/events.ics'

/** The feed as a calendar app subscribes to it (webcal: opens the app, which fetches it again as events change), at the public address. */
export const eventsFeedSubscription = `webcal://${new URL(siteUrl).host}${eventsFeedPath}`

/** The files the build writes (tooling/prerender.ts): each reading's own, then the feed of them all, stamped with the build's time. */
export function calendarFiles(readings: readonly Reading[], stamp: Date): { fileName: string; source: string }[] {
  // No events, no feed: the site has no events page to offer one.
  if (readings.length === 0) return []
  const events = readings.map(calendarEventFor)
  const name = fill(pageTitles.events, { name: author.name })
  return [
    ...readings.map((reading, index) => ({
      fileName: calendarFilePath(reading).slice(1),
      source: calendarFile([events[index]], { prodId, stamp }),
    })),
    { fileName: eventsFeedPath.slice(1), source: calendarFile(events, { prodId, stamp, name }) },
  ]
}
