import { useEffect } from 'react'
import { replayEarlyInput } from './early-input-replay.ts'
import { type HydrationPart, hydrationMark } from './hydration-mark.ts'

/** Effects run only once React has taken over the markup around them, so this never reports early. */
export function MarkHydrated({ part }: { part: HydrationPart }) {
  useEffect(() => {
    replayEarlyInput(part)
    hydrationMark.report(part)
  }, [part])
  return null
}
