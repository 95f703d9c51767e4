import * as words from 'virtual:words/readings'
import { useId } from 'react'
import { Dialog } from '#src/ui/Dialog.tsx'
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
    </Dialog>
  )
}

export default ReadingScheduleDialog
