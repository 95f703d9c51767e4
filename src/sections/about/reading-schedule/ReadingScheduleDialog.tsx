import * as words from 'virtual:words/readings'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { eventsPath } from '#src/content/events-page.ts'
import { Dialog } from '#src/ui/Dialog.tsx'
import { tapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'
import { ReadingList } from './ReadingList.tsx'

interface ReadingScheduleDialogProps {
  open: boolean
  onClose: () => void
}

export function ReadingScheduleDialog({ open, onClose }: ReadingScheduleDialogProps) {
  const headingId = useId()
  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} className="max-w-3xl">
      <h2 id={headingId} className="pe-10 text-3xl font-semibold">
        {words.schedule}
      </h2>
      <p className="mt-2 text-muted">{words.intro}</p>
      <ReadingList />
      {/* The schedule shows what is ahead; the events page keeps what has passed too, and the calendar feed. */}
      <p className={textLinkClass}>
        <Link to={eventsPath} className={tapTargetClass}>
          {words.allEvents}
        </Link>
      </p>
    </Dialog>
  )
}

export default ReadingScheduleDialog
