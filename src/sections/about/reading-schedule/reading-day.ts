import { listedAt } from 'virtual:content/readings'
import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}
// The day, not the moment: a snapshot must read the same on every render.
const today = () => new Date().setHours(0, 0, 0, 0)
const listedOn = () => Date.parse(listedAt)

/**
 * The moment readings are listed from: the build's while React adopts the prerendered list (the
 * markup must match), then the visitor's own day, so a reading that has passed since the build drops out.
 */
export function useReadingDay(): Date {
  return new Date(useSyncExternalStore(unchanging, today, listedOn))
}
