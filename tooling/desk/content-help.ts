import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type FieldHelp, fieldHelp, markdownFieldHelp } from './field-help.ts'

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '')
const markdownIn = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.md'))
        .sort()
    : []

/** The help of every field the content folder's files comment, by kind of content as the schema names them. */
export function contentHelp(dir: string): Record<string, FieldHelp> {
  const help: Record<string, FieldHelp> = {}
  for (const [kind, file] of [
    ['site', 'site.yaml'],
    ['readings', 'readings.yaml'],
    ['words', 'words.yaml'],
  ])
    help[kind] = fieldHelp(read(join(dir, file)))
  for (const [kind, file] of [
    ['author', 'author.md'],
    ['press', 'press.md'],
    ['comingSoon', 'coming-soon.md'],
  ])
    help[kind] = markdownFieldHelp(read(join(dir, file)))
  help.books = new Map()
  help.samples = new Map()
  for (const name of markdownIn(join(dir, 'books')))
    markdownFieldHelp(read(join(dir, 'books', name)), name.endsWith('.sample.md') ? help.samples : help.books)
  for (const kind of ['series', 'news']) {
    help[kind] = new Map()
    for (const name of markdownIn(join(dir, kind))) markdownFieldHelp(read(join(dir, kind, name)), help[kind])
  }
  return help
}
