import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml'
import type { ContentProblem } from './problems.ts'

/** The line a key path of the file's value starts on, or its deepest part that is there; none for the whole file. */
export type LineOf = (path: readonly (string | number)[]) => number | undefined

export type Parsed = { ok: true; value: unknown; lineOf: LineOf } | { ok: false; problem: ContentProblem }

export function parseYaml(source: string, file: string, lineOffset = 0): Parsed {
  const lineCounter = new LineCounter()
  const document = parseDocument(source, { lineCounter })
  const [error] = document.errors
  if (error) {
    const line = (error.linePos?.[0].line ?? 0) + lineOffset
    const what = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')
    return { ok: false, problem: { file, line, message: what } }
  }
  const lineOf: LineOf = (path) => {
    let node: unknown = document.contents
    let offset: number | undefined
    for (const key of path) {
      const pair = isMap(node) ? node.items.find((item) => isScalar(item.key) && item.key.value === key) : undefined
      const item = isSeq(node) && typeof key === 'number' ? node.items[key] : undefined
      // A list item's line is its dash's; a field's, its name's (a list under it starts on the next line).
      const start = pair ? (pair.key as { range?: [number] }).range?.[0] : (item as { range?: [number] })?.range?.[0]
      if (start === undefined) break
      offset = start
      node = pair ? pair.value : item
    }
    return offset === undefined ? undefined : lineCounter.linePos(offset).line + lineOffset
  }
  return { ok: true, value: document.toJS() ?? {}, lineOf }
}

const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/** A Markdown file's fields (YAML between two `---` lines at the top) and its text, as one object. */
export function parseMarkdownFile(source: string, file: string): Parsed {
  const match = frontmatter.exec(source.replace(/^\uFEFF/, ''))
  if (!match) return { ok: false, problem: { file, message: 'expected fields between two "---" lines at the top' } }
  const fields = parseYaml(match[1], file, 1)
  if (!fields.ok) return fields
  if (typeof fields.value !== 'object' || Array.isArray(fields.value))
    return { ok: false, problem: { file, message: 'expected fields like "title: …" between the "---" lines' } }
  return { ok: true, value: { ...fields.value, body: source.slice(match[0].length) }, lineOf: fields.lineOf }
}
