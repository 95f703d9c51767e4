import { CalendarPlus } from 'lucide-react'
import type { Reading } from '../../../content/readings'
import { buttonClass } from '../../../ui/button-styles'
import { calendarDownload, readingTitle } from './reading-calendar'

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
