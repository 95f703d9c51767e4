import * as words from 'virtual:words/readings'
import { CalendarPlus } from 'lucide-react'
import type { Reading } from '#src/content/content.ts'
import { calendarDownload } from '#src/content/reading-calendar.ts'
import { readingTitle } from '#src/content/reading-title.ts'
import { fill } from '#src/content/words.ts'
import { buttonClass } from '#src/ui/button-styles.ts'

/** The accessible name starts with the visible words and then says which event, since every row has one. */
export function AddToCalendarLink({ reading, stamp }: { reading: Reading; stamp: Date }) {
  const { href, fileName } = calendarDownload(reading, stamp)
  return (
    <a
      href={href}
      download={fileName}
      aria-label={fill(words.addToCalendarFor, { title: readingTitle(reading), city: reading.city })}
      className={buttonClass('outline', 'shrink-0')}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {words.addToCalendar}
    </a>
  )
}
