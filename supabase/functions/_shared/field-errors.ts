import type * as v from 'valibot'

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
