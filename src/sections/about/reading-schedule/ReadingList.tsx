import { readings } from 'virtual:content/readings'
import * as words from 'virtual:words/readings'
import { useState } from 'react'
import { calendarDownload } from '#src/content/reading-calendar.ts'
import { upcomingReadings } from '#src/content/upcoming-readings.ts'
import { ReadingItem } from './ReadingItem.tsx'

/** Mounted each time the dialog opens, so "today" and the files' DTSTAMP are taken then. */
export function ReadingList() {
  const [now] = useState(() => new Date())
  const upcoming = upcomingReadings(readings.readings, now)

  if (upcoming.length === 0) {
    return <p className="py-6 text-muted">{words.none}</p>
  }
  return (
    <ol className="divide-y divide-line">
      {upcoming.map((reading) => (
        <ReadingItem key={reading.id} reading={reading} calendarFile={calendarDownload(reading, now)} />
      ))}
    </ol>
  )
}
