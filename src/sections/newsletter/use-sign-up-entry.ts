import { type ActionDispatch, useEffect } from 'react'
import { onOutboxEvent } from '#src/outbox/outbox-events.ts'
import { holdOutboxTriggers } from '#src/outbox/page/held-triggers.ts'
import { siteOutbox } from '#src/outbox/site-outbox.ts'
import { type SignUpAction, signUpOf } from './sign-up-state.ts'

// A failed sign-up is shown by the form once and then let go: it holds no words worth keeping.
const letGo = (id: string) => void siteOutbox.discard(id).catch(() => {})

/**
 * While the form is mounted: the page's outbox triggers, this device's sign-up for the form's topic found in the
 * outbox (one made on an earlier visit), and what becomes of it, whichever tab or the worker sends it.
 */
export function useSignUpEntry(dispatch: ActionDispatch<[SignUpAction]>, topic: string | undefined): void {
  useEffect(() => {
    const release = holdOutboxTriggers()
    const stop = onOutboxEvent((event) => {
      if (event.kind !== 'newsletter') return
      dispatch({ type: 'event', event })
      if (event.type === 'rejected' || event.type === 'unconnected' || event.type === 'expired') letGo(event.id)
    })
    siteOutbox.list().then(
      (entries) => {
        const mine = signUpOf(entries, topic)
        if (!mine) return
        dispatch({ type: 'found', entry: mine })
        if (mine.failed) letGo(mine.id)
      },
      () => {}, // No IndexedDB: nothing can be waiting.
    )
    return () => {
      release()
      stop()
    }
  }, [dispatch, topic])
}
