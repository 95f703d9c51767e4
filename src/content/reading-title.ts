import { author } from 'virtual:content/author'
import * as words from 'virtual:words/readings'
import type { Reading } from './content.ts'
import { fill } from './words.ts'

// Each named, so only these words ship with the schedule.
const kindWords: Record<string, string> = {
  Reading: words.Reading,
  Signing: words.Signing,
  Conversation: words.Conversation,
}

/**
 * A reading's kind as the reader sees it: the three kinds the content has always named (Reading, Signing,
 * Conversation) in the site's language, any other in the author's own words, as written.
 */
export const kindName = (kind: string): string => (Object.hasOwn(kindWords, kind) ? kindWords[kind] : kind)

/** What a reading is called: in the schedule, in its calendar file and in its event for search engines. */
export function readingTitle(reading: Pick<Reading, 'kind' | 'venue'>): string {
  return fill(words.title, { kind: kindName(reading.kind), name: author.name, venue: reading.venue })
}
