import * as v from 'valibot'
import * as f from '../fields.ts'

/** The longest kind of event the content may name, in characters. */
export const kindMaxLength = 40

const reading = v.strictObject({
  id: v.pipe(
    f.typedText,
    v.regex(/^[a-z0-9-]+$/, 'use lowercase letters, digits and dashes'),
    v.description("Unique: it names the event's calendar file (/events/<id>.ics) and its place on the events page."),
  ),
  // In the author's words ("Book launch", "Lançamento"); Reading, Signing and Conversation are said in the site's language.
  // Short: it is the event's label and begins its title in calendars and search results.
  kind: v.pipe(
    f.text,
    v.maxLength(
      kindMaxLength,
      (issue) => `must be at most ${kindMaxLength} characters, like "Book launch"; this one has ${issue.received}`,
    ),
    v.description(
      `What it is, in your words, up to ${kindMaxLength} characters ("Book launch"); Reading, Signing and Conversation are said in the site's language.`,
    ),
  ),
  venue: v.pipe(f.text, v.description('Where it is, as the schedule shows it.')),
  address: v.pipe(f.text, v.description("The venue's street address.")),
  city: v.pipe(f.text, v.description("The venue's city.")),
  timeZone: v.pipe(
    f.timeZone,
    v.description("The venue's time zone, like Europe/London: times show as the venue's clock reads them."),
  ),
  startsAt: v.pipe(
    f.localTimeWithOffset,
    v.description("The venue's local time with its UTC offset on that date, like 2026-12-10T19:00:00-05:00."),
  ),
  durationMinutes: v.pipe(
    f.wholeNumber(1, 24 * 60, 'a number of minutes'),
    v.description('How long, in minutes, for the calendar file.'),
  ),
  description: v.pipe(
    f.sentences,
    v.description(
      "A line or two on what happens there. A book's title, written exactly as on its page, becomes a link to it on the events page.",
    ),
  ),
})

/** readings.yaml */
export const readingsSchema = v.strictObject({
  readings: v.optional(
    v.pipe(
      v.array(reading, 'expected a list of readings'),
      v.description(
        'Readings, signings, launches, festival panels: any event. Past events stay on the events page, marked as past.',
      ),
    ),
    [],
  ),
})
