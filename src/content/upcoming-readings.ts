/** Events from a day's start on: one that started that morning still shows. */
export function readingsFrom<R extends { startsAt: string }>(readings: readonly R[], dayStart: number): R[] {
  return readings
    .filter((reading) => Date.parse(reading.startsAt) >= dayStart)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
}

/** How many readings the home lists; the Reading Schedule has them all. */
const readingsOnHome = 3

/** The next few readings from a day's start on: what the home lists, in its HTML and in its data for search engines. */
export const homeReadings = <R extends { startsAt: string }>(readings: readonly R[], dayStart: number): R[] =>
  readingsFrom(readings, dayStart).slice(0, readingsOnHome)

/** Events from today on, in the visitor's own day. */
export function upcomingReadings<R extends { startsAt: string }>(readings: readonly R[], now: Date): R[] {
  return readingsFrom(readings, new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime())
}

/**
 * Every event, split at a day's start, by the rule above: those from it on, soonest first, and those before it,
 * newest first. The events page lists both; the past ones stay, marked as past.
 */
export function readingsSplitAt<R extends { startsAt: string }>(
  readings: readonly R[],
  dayStart: number,
): { upcoming: R[]; past: R[] } {
  const upcoming = readingsFrom(readings, dayStart)
  const past = readings
    .filter((reading) => !upcoming.includes(reading))
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))
  return { upcoming, past }
}
