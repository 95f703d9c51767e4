import * as words from 'virtual:words/readings'

/** A reading's kind in the site's words; each named, so only these words ship with the schedule. */
export const kindWords = { Reading: words.Reading, Signing: words.Signing, Conversation: words.Conversation }
