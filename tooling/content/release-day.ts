import * as v from 'valibot'

const monthNames = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' })

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** A release day as the author writes it, "2027-03-15"; an impossible day is said to be one, with the month's length. */
export function readDay(input: unknown): { day: string } | { problem: string } {
  const parts = typeof input === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim()) : null
  if (!parts) return { problem: `expected a day like 2027-03-15 (year, month, day), got ${JSON.stringify(input)}` }
  const [year, month, day] = parts.slice(1).map(Number)
  if (month < 1 || month > 12) return { problem: `${parts[0]} has no month ${month}: the month is 01 to 12` }
  const last = daysIn(year, month)
  if (day < 1 || day > last)
    return {
      problem: `${parts[0]} is no day: ${monthNames.format(Date.UTC(year, month - 1))} ${year} has ${last} days`,
    }
  return { day: parts[0] }
}

/** The day as the site's language writes it ("March 15, 2027", "15 de março de 2027"): the same on every clock. */
export const dayText = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

/** A content field holding a day, year-month-day: the day, or the problem said at the field. */
export const dayField = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const reading = readDay(dataset.value)
    if ('day' in reading) return reading.day
    addIssue({ message: reading.problem })
    return NEVER
  }),
)
