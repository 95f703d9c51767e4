import { useState } from 'react'

/**
 * Open/closed state for a lazily loaded dialog: `everOpened` lets the caller mount (and so
 * download) the dialog's code on first use only, then keep it mounted so closing can return focus.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const [everOpened, setEverOpened] = useState(false)
  return {
    open,
    everOpened,
    show: () => {
      setEverOpened(true)
      setOpen(true)
    },
    hide: () => setOpen(false),
  }
}
