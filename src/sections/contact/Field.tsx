import type { ContactField } from '#shared/contact-schema.ts'

interface FieldProps {
  name: ContactField
  label: string
  value: string
  error?: string
  multiline?: boolean
  type?: 'text' | 'email'
  autoComplete?: string
  maxLength: number
  /** While the form waits for a message's words to come back, so nothing typed is overwritten by them. */
  readOnly?: boolean
  onEdit: (field: ContactField, value: string) => void
  onLeave: (field: ContactField) => void
}

export function Field({
  name,
  label,
  value,
  error,
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
  const control = {
    id,
    name,
    value,
    maxLength,
    autoComplete,
    readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
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
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
