import { useEffect } from 'react'
import { replayEarlyInput } from './early-input-replay.ts'
import { hydrationMark, type LivePart } from './hydration-mark.ts'

/** Effects run only once React has taken over the markup around them, so this never reports early. */
export function ReportLive({ part }: { part: LivePart }) {
  useEffect(() => {
    replayEarlyInput(part)
    hydrationMark.report(part)
  }, [part])
  return null
}
