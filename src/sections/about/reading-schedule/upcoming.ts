/** Events from today on, in the visitor's own day: one that started this morning still shows. */
export function upcomingReadings<R extends { startsAt: string }>(readings: readonly R[], now: Date): R[] {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()
  return readings
    .filter((reading) => Date.parse(reading.startsAt) >= startOfToday)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
}
