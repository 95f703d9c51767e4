import { author } from 'virtual:content/author'
import * as words from 'virtual:words/readings'
import type { Reading } from './content.ts'
import { fill } from './words.ts'

/** A reading's kind in the site's words; each named, so only these words ship with the schedule. */
export const kindWords = { Reading: words.Reading, Signing: words.Signing, Conversation: words.Conversation }

/** What a reading is called: in the schedule, in its calendar file and in its event for search engines. */
export function readingTitle(reading: Pick<Reading, 'kind' | 'venue'>): string {
  return fill(words.title, { kind: kindWords[reading.kind], name: author.name, venue: reading.venue })
}
