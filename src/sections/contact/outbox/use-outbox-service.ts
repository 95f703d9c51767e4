import { useEffect } from 'react'
import { onOutboxEvent } from '../../../outbox/outbox-events'
import { startOutboxTriggers } from '../../../outbox/page/outbox-triggers'
import { toastSendFailed, toastSent } from '../contact-toasts'
import { noticeFor } from './outbox-notices'

const toastFor = { sent: toastSent, failed: toastSendFailed }

/** While the contact section is on screen: this page flushes the outbox and announces late deliveries. */
export function useOutboxService(): void {
  useEffect(() => {
    const stopTriggers = startOutboxTriggers()
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
