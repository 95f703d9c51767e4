import { useEffect, type RefObject } from 'react'
import type { ContactInput } from '../../../supabase/functions/_shared/contact-schema.ts'

const fields = ['name', 'email', 'subject', 'message'] as const

/**
 * The form is prerendered, so a quick reader can type into it before React has taken it over.
 * React keeps what is in the inputs but its state starts empty: adopt the typed values once.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (values: ContactInput) => void) {
  useEffect(() => {
    if (!form.current) return
    const data = new FormData(form.current)
    const values = Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? '')])) as ContactInput
    if (fields.some((field) => values[field] !== '')) adopt(values)
    // Only the first render in the browser can find such values; later typing goes through onChange.
  }, [])
}
