import * as words from 'virtual:words/readings'
import { CalendarPlus } from 'lucide-react'
import type { Reading } from '#src/content/content.ts'
import { readingTitle } from '#src/content/reading-title.ts'
import { fill } from '#src/content/words.ts'
import { buttonClass } from '#src/ui/button-styles.ts'

/** A reading's calendar file: made in the browser (the schedule's, calendarDownload) or the build's (the events page's). */
export interface CalendarFile {
  href: string
  fileName: string
}

/** The accessible name starts with the visible words and then says which event, since every row has one. */
export function AddToCalendarLink({ reading, file }: { reading: Reading; file: CalendarFile }) {
  return (
    <a
      href={file.href}
      download={file.fileName}
      aria-label={fill(words.addToCalendarFor, { title: readingTitle(reading), city: reading.city })}
      className={buttonClass('outline', 'shrink-0')}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {words.addToCalendar}
    </a>
  )
}
