import { Link } from '@tanstack/react-router'
import { MapPin } from 'lucide-react'
import type { Reading } from '#src/content/content.ts'
import { kindName } from '#src/content/reading-title.ts'
import { textLinkClass } from '#src/ui/link-styles.ts'
import { AddToCalendarLink, type CalendarFile } from './AddToCalendarLink.tsx'

interface ReadingItemProps {
  reading: Reading
  calendarFile: CalendarFile
  /** On the events page: its anchor, and whether it has passed (its section's heading says so; no button to add it). */
  id?: string
  past?: boolean
}

/**
 * One event, as the schedule and the events page both list it. Wider than a phone its words keep their measure and its
 * button ends the row, in one column down the list; the list is no wider than both (the events page caps it), so the
 * button stands near its event and the row's rule ends with it.
 */
export function ReadingItem({ reading, calendarFile, id, past = false }: ReadingItemProps) {
  return (
    <li
      id={id}
      className="flex scroll-mt-24 flex-col items-start gap-4 py-5 sm:grid sm:grid-cols-[minmax(0,30rem)_auto] sm:items-center sm:justify-between sm:gap-x-10"
    >
      <div className="space-y-1">
        {/* The day first, then its kind, a quiet word on its own line above the venue in every row: beside the day it
            dropped to a line of its own only where the day ran long, so rows set it two ways (decision 0107). */}
        <p className="flex flex-col items-start gap-y-1 text-sm">
          <time dateTime={reading.startsAt} className="font-semibold text-ink">
            {reading.when}
          </time>
          <span className="text-muted">{kindName(reading.kind)}</span>
        </p>
        <h3 className="text-xl font-semibold">{reading.venue}</h3>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {`${reading.address}, ${reading.city}`}
        </p>
        {/* A title of one of the author's books, found by the build, is a link to its page, set as a title is. */}
        <p className="text-sm text-muted">
          {reading.note.map((piece, index) =>
            piece.slug ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one line, never reordered
              <Link key={index} to="/books/$slug" params={{ slug: piece.slug }} className={`${textLinkClass} italic`}>
                {piece.text}
              </Link>
            ) : (
              piece.text
            ),
          )}
        </p>
      </div>
      {/* A passed event's file stays in the feed; a button to add it to one's calendar would add a day gone. */}
      {!past && <AddToCalendarLink reading={reading} file={calendarFile} />}
    </li>
  )
}
