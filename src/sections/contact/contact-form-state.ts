import * as v from 'valibot'
import {
  type ContactErrors,
  type ContactField,
  type ContactInput,
  contactSchemaIn,
  validateContact,
} from '#shared/contact-schema.ts'
import { ruleWords } from '#src/content/rule-words.ts'

/** The form's rules, their reasons in the site's words. */
export const contactSchema = contactSchemaIn(ruleWords)

export interface ContactFormState {
  values: ContactInput
  /** Messages on screen: a field's appears when it is left invalid (or on submit) and goes as soon as it is edited. */
  shownErrors: ContactErrors
  submitting: boolean
}

export type ContactFormAction =
  | { type: 'edit'; field: ContactField; value: string }
  | { type: 'leave'; field: ContactField }
  | { type: 'submit' }
  | { type: 'sent' }
  | { type: 'failed' }
  /** A message taken back from the outbox, to be edited and sent again. */
  | { type: 'load'; values: ContactInput }

export const emptyContact: ContactInput = { name: '', email: '', subject: '', message: '' }

/** The form's fields, by their names in the page. */
export const contactFields = Object.keys(emptyContact) as ContactField[]

export const initialContactForm: ContactFormState = { values: emptyContact, shownErrors: {}, submitting: false }

function withoutError(errors: ContactErrors, field: ContactField): ContactErrors {
  const rest = { ...errors }
  delete rest[field]
  return rest
}

export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        shownErrors: withoutError(state.shownErrors, action.field),
      }
    case 'leave': {
      const error = validateContact(state.values, contactSchema)[action.field]
      return {
        ...state,
        shownErrors: error
          ? { ...state.shownErrors, [action.field]: error }
          : withoutError(state.shownErrors, action.field),
      }
    }
    case 'submit': {
      const errors = validateContact(state.values, contactSchema)
      const valid = Object.keys(errors).length === 0
      return { ...state, shownErrors: errors, submitting: valid }
    }
    case 'sent':
      return initialContactForm
    case 'failed':
      return { ...state, submitting: false }
    case 'load':
      return { ...initialContactForm, values: action.values }
  }
}

/** Asked on every key: stops at the first broken rule, as only yes or no matters here. */
export function canSubmit(state: ContactFormState): boolean {
  return !state.submitting && v.is(contactSchema, state.values)
}
