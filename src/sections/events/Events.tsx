import { readings } from 'virtual:content/readings'
import * as words from 'virtual:words/events'
import { CalendarSync, Download } from 'lucide-react'
import { eventAnchor } from '#src/content/events-page.ts'
import { builtCalendarFile, eventsFeedPath, eventsFeedSubscription } from '#src/content/reading-calendar.ts'
import { readingsSplitAt } from '#src/content/upcoming-readings.ts'
import { ReadingItem } from '#src/sections/about/reading-schedule/ReadingItem.tsx'
import { useReadingDay } from '#src/sections/about/reading-schedule/reading-day.ts'
import { tapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'
import { pageColumn } from '#src/ui/page-column.ts'

/**
 * The events page: what is coming, soonest first, then what has passed, newest first, under its own heading. Split as the
 * home's list is, by the build's day while React adopts the page, then by the reader's: one passed since moves down.
 * Each event's calendar file and the feed of them all are files the build wrote, so the links work without the app.
 */
export function Events() {
  const { upcoming, past } = readingsSplitAt(readings.readings, useReadingDay())
  return (
    <section aria-labelledby="events-heading" className={pageColumn}>
      <h1 id="events-heading" className="mb-2 text-4xl font-semibold">
        {words.heading}
      </h1>
      {/* Its step to the links no tighter than theirs to each other, the room their tap targets leave around words. */}
      <p className="mb-5 text-muted">{words.intro}</p>
      {/*
        Subscribing keeps the reader's calendar up to date; the file is for an app that only imports. A gap between
        them: two links of two lines each, flush, read as one.
      */}
      <p className={`mb-8 flex flex-col items-start gap-2 ${textLinkClass}`}>
        <a href={eventsFeedSubscription} className={`${tapTargetClass} gap-2`}>
          <CalendarSync aria-hidden="true" className="size-4 shrink-0" />
          {words.subscribe}
        </a>
        <a href={eventsFeedPath} type="text/calendar" className={`${tapTargetClass} gap-2`}>
          <Download aria-hidden="true" className="size-4 shrink-0" />
          {words.feedFile}
        </a>
      </p>
      <h2 id="upcoming-heading" className="text-2xl font-semibold">
        {words.upcoming}
      </h2>
      {upcoming.length === 0 ? (
        <p className="py-5 text-muted">{words.noneUpcoming}</p>
      ) : (
        <EventList labelledBy="upcoming-heading" events={upcoming} className="mb-10 border-b border-line" />
      )}
      {past.length > 0 && (
        <>
          <h2 id="past-heading" className="text-2xl font-semibold">
            {words.past}
          </h2>
          <EventList labelledBy="past-heading" events={past} past />
        </>
      )}
    </section>
  )
}

/**
 * One of the page's two lists, each event at its own anchor with the calendar file the build wrote for it. Wider than a
 * phone both are as wide as an event's words, a gap and its button (decision 0101): across a wide page its button floated
 * mid-row, its rule ran on to the page's edge.
 */
function EventList({
  labelledBy,
  events,
  past = false,
  className = '',
}: {
  labelledBy: string
  events: typeof readings.readings
  past?: boolean
  className?: string
}) {
  return (
    <ol aria-labelledby={labelledBy} className={`divide-y divide-line sm:max-w-[46rem] ${className}`}>
      {events.map((reading) => (
        <ReadingItem
          key={reading.id}
          id={eventAnchor(reading.id)}
          reading={reading}
          calendarFile={builtCalendarFile(reading)}
          past={past}
        />
      ))}
    </ol>
  )
}
