import { memo } from 'react'
import type { ContactField } from '#shared/contact-schema.ts'

interface FieldProps {
  name: ContactField
  label: string
  value: string
  error?: string
  /** Said under the field as the reader types (the message's count); the error, when shown, describes the field instead. */
  hint?: string
  multiline?: boolean
  type?: 'text' | 'email'
  autoComplete?: string
  maxLength: number
  /** While the form waits for a message's words to come back, so nothing typed is overwritten by them. */
  readOnly?: boolean
  onEdit: (field: ContactField, value: string) => void
  onLeave: (field: ContactField) => void
}

/** Memoized: typing in one field leaves the others as they are. */
export const Field = memo(function Field({
  name,
  label,
  value,
  error,
  hint,
  multiline,
  type = 'text',
  autoComplete,
  maxLength,
  readOnly,
  onEdit,
  onLeave,
}: FieldProps) {
  const id = `contact-${name}`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const control = {
    id,
    name,
    value,
    maxLength,
    autoComplete,
    readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : hint ? hintId : undefined,
    onChange: (event: { target: { value: string } }) => onEdit(name, event.target.value),
    onBlur: () => onLeave(name),
    className: `w-full rounded-lg border bg-paper px-4 py-3 text-ink placeholder:text-muted ${error ? 'border-danger' : 'border-line'}`,
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {multiline ? <textarea rows={6} {...control} /> : <input type={type} {...control} />}
      {/* Only with something to say: three empty rows were bytes in the home's first round trip. */}
      {(error || hint !== undefined) && (
        <div className="flex flex-wrap justify-between gap-x-4">
          {error && (
            <p id={errorId} className="mt-1.5 text-sm text-danger">
              {error}
            </p>
          )}
          {hint !== undefined && (
            <p id={hintId} aria-live="polite" className="mt-1.5 ms-auto text-sm text-muted tabular-nums">
              {hint}
            </p>
          )}
        </div>
      )}
    </div>
  )
})
