import * as v from 'valibot'
import { consentVersionShape } from './consent-version.ts'
import { lineRules, type RuleWords } from './contact-schema.ts'
import { submissionParser } from './field-errors.ts'
import { consentMaxLength, newsletterSchemaIn } from './newsletter-schema.ts'
import { englishReaderWords } from './reader-words.ts'
import { topicShape } from './topic-shape.ts'

// Mail domains are case-insensitive; the part before the @ may not be, so it is kept as typed.
const normalised = (email: string) => {
  const at = email.lastIndexOf('@')
  return `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`
}

/**
 * The consent line's rule: the author's own words, checked at build too, so its reasons stay in English.
 * Stored as the record of what a reader agreed to, so nothing in it may be hidden from them.
 */
export const consentRule = lineRules(englishReaderWords.formRules).visibleLine('Consent', consentMaxLength)

/**
 * What newsletter-subscribe accepts: the form's address rule, the version of the consent wording the reader
 * was shown (the server keeps the words), the honeypot, and for a release alert its book; nothing else.
 */
export const serverNewsletterSchemaIn = (words: RuleWords) =>
  v.strictObject(
    {
      email: v.pipe(newsletterSchemaIn(words).entries.email, v.transform(normalised)),
      consentVersion: v.pipe(
        v.string('consentVersion must be text'),
        v.regex(consentVersionShape, 'consentVersion must be the version of a consent wording'),
      ),
      // The honeypot, named as in the contact form: a field people never see, so only bots fill it in.
      website: v.optional(v.string('website must be text'), ''),
      // A release alert's book, by its slug; without one, the newsletter itself.
      topic: v.optional(v.pipe(v.string('topic must be text'), v.regex(topicShape, 'topic must be a book’s slug'))),
    },
    (issue) => (issue.expected === 'never' ? 'Unknown field' : 'This field is required'),
  )

export type NewsletterSubmission = v.InferOutput<ReturnType<typeof serverNewsletterSchemaIn>>

/** Validates a parsed JSON object with the site's words; each broken field gets its first reason. */
export const newsletterSubmissionParser = (words: RuleWords) => submissionParser(serverNewsletterSchemaIn(words))
