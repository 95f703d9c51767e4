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
        Reading Schedule
      </h2>
      <p className="mt-2 text-muted">Readings and signings ahead. Times are in each venue’s local time.</p>
      <ReadingList />
    </Dialog>
  )
}

export default ReadingScheduleDialog
