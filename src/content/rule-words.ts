import * as contact from 'virtual:words/contact'
import * as formRules from 'virtual:words/formRules'
import type { RuleWords } from '#shared/contact-schema.ts'

/** The forms' rules in the site's words: the labels the reasons name, and the reasons, as the functions say them. */
export const ruleWords: RuleWords = {
  fields: { name: contact.name, email: contact.email, subject: contact.subject, message: contact.message },
  formRules,
}
