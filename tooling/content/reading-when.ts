import { regionOfZone } from './zone-region.ts'

const when: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}

const zoneNameIn = (locale: string, timeZone: string, instant: Date) =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value ?? ''

// "GMT+1", "UTC−5": ICU's fallback when the locale has no name for the zone.
const isOffset = (name: string) => /\d/.test(name)

/**
 * The zone's name as readers know it: the site language's own, or, where that is only an offset, the
 * one the venue's country writes in that language ("en" says GMT+1 for Lisbon in June, en-PT says WEST).
 */
export function zoneName(instant: Date, timeZone: string, language: string): string {
  const own = zoneNameIn(language, timeZone, instant)
  const region = isOffset(own) ? regionOfZone(timeZone) : undefined
  if (!region) return own
  const there = zoneNameIn(new Intl.Locale(language, { region }).toString(), timeZone, instant)
  return isOffset(there) ? own : there
}

/**
 * A reading's date and time as the venue's clock reads them, written the site language's way (its
 * clock, 12- or 24-hour, is the locale's), made at build so the page and every browser show the same.
 */
export function readingWhen({ startsAt, timeZone }: { startsAt: string; timeZone: string }, language: string): string {
  const instant = new Date(startsAt)
  return new Intl.DateTimeFormat(language, { ...when, timeZone })
    .formatToParts(instant)
    .map((part) => (part.type === 'timeZoneName' ? zoneName(instant, timeZone, language) : part.value))
    .join('')
}
