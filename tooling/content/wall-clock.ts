/** The venue's wall clock at an instant, e.g. "2026-12-10T19:00", to compare with what the author wrote. */
export function wallClock(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant))
  const part = (type: string) => parts.find((p) => p.type === type)?.value
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`
}

/** "2026-12-10T19:00:00-04:00" in New York is 18:00 there: the offset is not that zone's on that day. */
export const offsetFits = (startsAt: string, timeZone: string) =>
  wallClock(startsAt, timeZone) === startsAt.slice(0, 16)

/** The zone's UTC offset at an instant as a time is written with it: "+01:00", "-05:00". */
export function zoneOffset(instant: string, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value
  // "GMT" alone is the zero offset.
  return name?.replace(/^GMT/, '') || '+00:00'
}
