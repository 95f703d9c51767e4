import { contactLimits } from '#shared/contact-schema.ts'

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** Characters as the rule counts them: graphemes, after trimming (contact-schema's minGraphemes). */
export const messageLength = (message: string) => [...graphemes.segment(message.trim())].length

/** Said under the message from the first keystroke, so the minimum is known before it is broken. */
export const messageCountText = (message: string) =>
  `${messageLength(message)} / ${contactLimits.messageMin} characters minimum`
