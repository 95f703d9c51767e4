import * as v from 'valibot'
import { contactSchemaIn, type RuleWords } from './contact-schema.ts'
import { submissionParser } from './field-errors.ts'

/**
 * What the send-contact-email function accepts: the form's own rules (same messages, in the site's
 * words), in an object that refuses unknown fields, plus the honeypot.
 */
export const serverContactSchemaIn = (words: RuleWords) =>
  v.strictObject(
    {
      ...contactSchemaIn(words).entries,
      // The honeypot: a field people never see, so only bots fill it in.
      website: v.optional(v.string('website must be text'), ''),
    },
    // Missing entries and unknown ones both surface as object-level issues.
    (issue) => (issue.expected === 'never' ? 'Unknown field' : 'This field is required'),
  )

export type ContactSubmission = v.InferOutput<ReturnType<typeof serverContactSchemaIn>>

/** Validates a parsed JSON object with the site's words; each broken field gets its first reason. */
export const contactSubmissionParser = (words: RuleWords) => submissionParser(serverContactSchemaIn(words))
