import * as words from 'virtual:words/contact'
import { contactLimits } from '#shared/contact-schema.ts'
import { graphemeCount } from '#shared/grapheme-count.ts'
import { fill } from '#src/content/words.ts'

/** Characters as the rule counts them: graphemes, after trimming (contact-schema's message minimum). */
export const messageLength = (message: string) => graphemeCount(message.trim())

/** Said under the message from the first keystroke, so the minimum is known before it is broken. */
export const messageCountText = (message: string) =>
  fill(words.messageCount, { count: messageLength(message), min: contactLimits.messageMin })
