import { parse, YAMLParseError } from 'yaml'
import type { ContentProblem } from './problems.ts'

export type Parsed = { ok: true; value: unknown } | { ok: false; problem: ContentProblem }

export function parseYaml(source: string, file: string, lineOffset = 0): Parsed {
  try {
    return { ok: true, value: parse(source) ?? {} }
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error
    const line = (error.linePos?.[0].line ?? 0) + lineOffset
    const what = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')
    return { ok: false, problem: { file, message: `line ${line}: ${what}` } }
  }
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
  return { ok: true, value: { ...fields.value, body: source.slice(match[0].length) } }
}
