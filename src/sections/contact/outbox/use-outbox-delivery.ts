import { useEffect } from 'react'
import { onOutboxEvent } from '#src/outbox/outbox-events.ts'
import { holdOutboxTriggers } from '#src/outbox/page/held-triggers.ts'
import { toastSendFailed, toastSent, toastUnconnected } from '#src/sections/contact/contact-toasts.ts'
import { noticeFor } from './outbox-notices.ts'

const toastFor = { sent: toastSent, failed: toastSendFailed, unconnected: () => toastUnconnected(true) }

/** While the contact section is mounted: the start-up flush, the page's triggers, and toasts for late deliveries. */
export function useOutboxDelivery(): void {
  useEffect(() => {
    const stopTriggers = holdOutboxTriggers()
    const stopNotices = onOutboxEvent((event) => {
      const notice = noticeFor(event)
      if (notice) toastFor[notice]()
    })
    return () => {
      stopTriggers()
      stopNotices()
    }
  }, [])
}
