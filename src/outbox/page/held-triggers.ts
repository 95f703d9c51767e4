import { startOutboxTriggers } from './outbox-triggers.ts'

let holders = 0
let stop: (() => void) | undefined

/**
 * The page's outbox triggers for as long as any part that sends through the outbox is mounted (the
 * contact form, the newsletter's): one set runs however many hold them. Returns the release.
 */
export function holdOutboxTriggers(): () => void {
  if (holders++ === 0) stop = startOutboxTriggers()
  let released = false
  return () => {
    if (released) return
    released = true
    if (--holders > 0) return
    stop?.()
    stop = undefined
  }
}
