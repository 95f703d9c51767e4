import { useState } from 'react'

/**
 * Open/closed state for a lazily loaded dialog. `requests` counts the times it was asked to open: the
 * caller mounts (and so downloads) the dialog's code on the first, keeps it mounted so closing can
 * return focus, and tries a failed download again on each next one.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const [requests, setRequests] = useState(0)
  return {
    open,
    requests,
    show: () => {
      setRequests((count) => count + 1)
      setOpen(true)
    },
    hide: () => setOpen(false),
  }
}
