import { listedFrom } from 'virtual:content/readings'
import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}
// The day, not the moment: a snapshot must read the same on every render.
const startOfToday = () => new Date().setHours(0, 0, 0, 0)
const buildDayStart = () => Date.parse(listedFrom)

/**
 * The moment readings are listed from (ms): the start of the build's day, as the build counted it,
 * while React adopts the prerendered list (the markup must match in any time zone), then the start
 * of the visitor's own day, so a reading that has passed since the build drops out.
 */
export function useReadingDay(): number {
  return useSyncExternalStore(unchanging, startOfToday, buildDayStart)
}
