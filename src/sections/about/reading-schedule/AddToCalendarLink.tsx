import { CalendarPlus } from 'lucide-react'
import type { Reading } from '#src/content/content.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { calendarDownload, readingTitle } from './reading-calendar.ts'

/** The accessible name starts with the visible words and then says which event, since every row has one. */
export function AddToCalendarLink({ reading, stamp }: { reading: Reading; stamp: Date }) {
  const { href, fileName } = calendarDownload(reading, stamp)
  return (
    <a
      href={href}
      download={fileName}
      aria-label={`Add to calendar: ${readingTitle(reading)}, ${reading.city}`}
      className={buttonClass('outline', 'shrink-0')}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      Add to calendar
    </a>
  )
}
