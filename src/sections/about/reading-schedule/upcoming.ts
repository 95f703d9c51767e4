import type { Reading } from '#src/content/content.ts'

/** Events from today on, in the visitor's own day: one that started this morning still shows. */
export function upcomingReadings(readings: readonly Reading[], now: Date): Reading[] {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()
  return readings
    .filter((reading) => Date.parse(reading.startsAt) >= startOfToday)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
}
