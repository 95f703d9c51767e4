import * as v from 'valibot'
import * as f from '../fields.ts'

/** The longest kind of event the content may name, in characters. */
export const kindMaxLength = 40

const reading = v.strictObject({
  id: v.pipe(f.text, v.regex(/^[a-z0-9-]+$/, 'use lowercase letters, digits and dashes')),
  // In the author's words ("Book launch", "Lançamento"); Reading, Signing and Conversation are said in the site's language.
  // Short: it is the event's label and begins its title in calendars and search results.
  kind: v.pipe(
    f.text,
    v.maxLength(
      kindMaxLength,
      (issue) => `must be at most ${kindMaxLength} characters, like "Book launch"; this one has ${issue.received}`,
    ),
  ),
  venue: f.text,
  address: f.text,
  city: f.text,
  timeZone: f.timeZone,
  startsAt: f.localTimeWithOffset,
  durationMinutes: f.wholeNumber(1, 24 * 60, 'a number of minutes'),
  description: f.text,
})

/** readings.yaml */
export const readingsSchema = v.strictObject({
  readings: v.optional(v.array(reading, 'expected a list of readings'), []),
})
