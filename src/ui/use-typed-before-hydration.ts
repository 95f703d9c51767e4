import { type RefObject, useEffect, useEffectEvent } from 'react'

/**
 * A prerendered form can be typed into before React has taken it over. React keeps what is in the
 * fields but its state starts empty: adopt the typed values once, when anything was typed.
 */
export function useTypedBeforeHydration<Field extends string>(
  form: RefObject<HTMLFormElement | null>,
  fields: readonly Field[],
  adopt: (values: Record<Field, string>) => void,
) {
  const adoptTyped = useEffectEvent(adopt)
  // Runs once per form element: only the first render in the browser can find such values;
  // later typing goes through onChange.
  useEffect(() => {
    const element = form.current
    if (!element) return
    const data = new FormData(element)
    const values = Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? '')]))
    if (fields.some((field) => values[field] !== '')) adoptTyped(values as Record<Field, string>)
  }, [form, fields])
}
