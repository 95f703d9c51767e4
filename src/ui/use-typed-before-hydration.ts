import { type RefObject, useEffect, useEffectEvent } from 'react'
import type { ContactInput } from '#shared/contact-schema.ts'

const fields = ['name', 'email', 'subject', 'message'] as const

/**
 * The form is prerendered, so a quick reader can type into it before React has taken it over.
 * React keeps what is in the inputs but its state starts empty: adopt the typed values once.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (values: ContactInput) => void,
) {
  const adoptTyped = useEffectEvent(adopt)
  // Runs once per form element: only the first render in the browser can find such values;
  // later typing goes through onChange.
  useEffect(() => {
    const element = form.current
    if (!element) return
    const data = new FormData(element)
    const values = Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? '')])) as ContactInput
    if (fields.some((field) => values[field] !== '')) adoptTyped(values)
  }, [form])
}
