import * as v from 'valibot'
import * as f from '../fields.ts'

const reading = v.strictObject({
  id: v.pipe(f.text, v.regex(/^[a-z0-9-]+$/, 'use lowercase letters, digits and dashes')),
  kind: v.picklist(
    ['Reading', 'Signing', 'Conversation'],
    (issue) => `expected Reading, Signing or Conversation, got ${issue.received}`,
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
