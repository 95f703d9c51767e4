import type * as v from 'valibot'
import { meantField } from './known-fields.ts'
import type { ContentProblem } from './problems.ts'
import type { Source } from './read-content.ts'

type Key = string | number

/** Lists count from 1, as an author counts them: `reviews[1].source` is the first review's source. */
export function fieldName(path: readonly Key[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key + 1}]` : i === 0 ? key : `.${key}`)).join('')
}

const startsWith = (path: readonly Key[], prefix: readonly Key[]) => prefix.every((key, i) => path[i] === key)

/** Where a part of the content is: its file, the line in it, and its field ('' for the whole file). */
export type Place = { file: string; line?: number; field: string }

/** The deepest file that holds this path (a sample's problem is the sample file's, not its book's), and the line in it. */
export function locate(path: readonly Key[], sources: readonly Source[]): Place {
  const source = sources.filter((s) => startsWith(path, s.path)).sort((a, b) => b.path.length - a.path.length)[0]
  const inFile = path.slice(source?.path.length ?? 0)
  const line = inFile.length > 0 ? source?.lineOf?.(inFile) : undefined
  return { file: source?.file ?? 'content', ...(line && { line }), field: fieldName(inFile) }
}

function message(issue: v.BaseIssue<unknown>, path: readonly Key[], schema: unknown): string {
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    const meant = meantField(schema, path)
    return meant ? `unknown field; did you mean "${meant}"?` : 'unknown field; check its spelling'
  }
  if ((issue.type === 'strict_object' || issue.type === 'object') && issue.input === undefined) return 'missing'
  return issue.message
}

/** The problem an issue of `schema` names, at the file and field that hold it. */
export function issueProblem(issue: v.BaseIssue<unknown>, sources: readonly Source[], schema: unknown): ContentProblem {
  const path = (issue.path ?? []).map((item) => item.key as Key)
  const { field, ...where } = locate(path, sources)
  const said = message(issue, path, schema)
  return field ? { ...where, field, message: said } : { ...where, message: said }
}
