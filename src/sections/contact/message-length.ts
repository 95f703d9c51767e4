import { contactLimits } from '#shared/contact-schema.ts'
import { graphemeCount } from '#shared/grapheme-count.ts'

/** Characters as the rule counts them: graphemes, after trimming (contact-schema's message minimum). */
export const messageLength = (message: string) => graphemeCount(message.trim())

/** Said under the message from the first keystroke, so the minimum is known before it is broken. */
export const messageCountText = (message: string) =>
  `${messageLength(message)} / ${contactLimits.messageMin} characters minimum`
