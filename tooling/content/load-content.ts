import { existsSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import * as v from 'valibot'
import { localDay } from '#src/content/release.ts'
import { crossChecks } from './cross-checks.ts'
import { issueProblem } from './issue-problem.ts'
import { inPageOrder } from './page-order.ts'
import { ContentError } from './problems.ts'
import { readContent } from './read-content.ts'
import { type CheckedContent, contentSchema } from './schema.ts'
import { siteMoney } from './site-money.ts'

/**
 * The content folder read, checked and put in page order, as of `today` (the build's own day: a book released
 * after it is forthcoming); a ContentError names every problem at once.
 */
export function loadContent(dir: string, today = localDay(new Date())): CheckedContent {
  const root = resolve(dir)
  const shown = (path: string) => relative(process.cwd(), join(root, path)) || path
  const raw = readContent(root)
  const schema = contentSchema(
    {
      exists: (path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile(),
      shown,
      absolute: (path) => join(root, path),
    },
    siteMoney(raw.value.site),
    today,
  )
  const parsed = v.safeParse(schema, raw.value, { abortPipeEarly: true })
  const unreadable = new Set(raw.problems.map((problem) => problem.file))
  const problems = [
    ...raw.problems,
    ...(parsed.issues ?? [])
      .map((issue) => issueProblem(issue, raw.sources, schema))
      .filter((p) => !unreadable.has(p.file)),
    ...(parsed.success ? crossChecks(parsed.output, raw.sources, shown('books')) : []),
  ]
  if (problems.length > 0 || !parsed.success) throw new ContentError(problems)
  return inPageOrder(parsed.output)
}
