import { useEffect } from 'react'
import { hydrationMark, type LivePart } from './hydration-mark.ts'

/** Effects run only once React has taken over the markup around them, so this never reports early. */
export function ReportLive({ part }: { part: LivePart }) {
  useEffect(() => hydrationMark.report(part), [part])
  return null
}
