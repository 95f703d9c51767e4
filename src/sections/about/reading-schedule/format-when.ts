import type { Reading } from '#src/content/content.ts'

/** The venue's own clock, with its zone named, so travellers know which time they must be there. */
export function formatWhen({ startsAt, timeZone }: Pick<Reading, 'startsAt' | 'timeZone'>, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(startsAt))
}
