import { MapPin } from 'lucide-react'
import type { Reading } from '#src/content/content.ts'
import { kindName } from '#src/content/reading-title.ts'
import { Badge } from '#src/ui/Badge.tsx'
import { AddToCalendarLink } from './AddToCalendarLink.tsx'

export function ReadingItem({ reading, stamp }: { reading: Reading; stamp: Date }) {
  return (
    <li className="flex flex-col gap-4 py-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1">
        <p className="flex flex-wrap items-center gap-3">
          <Badge>{kindName(reading.kind)}</Badge>
          <time dateTime={reading.startsAt} className="text-sm font-semibold text-ink">
            {reading.when}
          </time>
        </p>
        <h3 className="text-xl font-semibold">{reading.venue}</h3>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {`${reading.address}, ${reading.city}`}
        </p>
        <p className="max-w-[60ch] text-sm text-muted">{reading.description}</p>
      </div>
      <AddToCalendarLink reading={reading} stamp={stamp} />
    </li>
  )
}
