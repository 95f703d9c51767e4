import * as v from 'valibot'

export type FieldErrors = Record<string, string>

/** Each broken field's first reason, keyed by the top-level field (or `body` for the object itself). */
export function firstIssuePerField(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  // A Map, because a field may be named __proto__.
  const fields = new Map<string, string>()
  for (const issue of issues) {
    const field = String(issue.path?.[0]?.key ?? 'body')
    if (!fields.has(field)) fields.set(field, issue.message)
  }
  return Object.fromEntries(fields)
}

/** What a submission parser says: the valid submission, or each broken field's first reason. */
export type ParsedSubmissionOf<T> = { success: true; submission: T } | { success: false; fields: FieldErrors }

/** Validates a parsed JSON object against a function's schema; each broken field gets its first reason. */
export function submissionParser<Schema extends v.GenericSchema<unknown, unknown>>(schema: Schema) {
  return (body: Record<string, unknown>): ParsedSubmissionOf<v.InferOutput<Schema>> => {
    const result = v.safeParse(schema, body, { abortPipeEarly: true })
    if (result.success) return { success: true, submission: result.output }
    return { success: false, fields: firstIssuePerField(result.issues) }
  }
}
