import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { type LineOf, type Parsed, parseMarkdownFile, parseYaml } from './parse-file.ts'
import type { ContentProblem } from './problems.ts'

/** Which file a part of the content came from: the key path of that part, the file as the author names it, its lines. */
export interface Source {
  path: readonly (string | number)[]
  file: string
  lineOf?: LineOf
}

export interface RawContent {
  value: Record<string, unknown>
  sources: Source[]
  problems: ContentProblem[]
}

const sampleSuffix = '.sample.md'

const markdownNames = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((n) => n.endsWith('.md'))
        .sort()
    : []

/** Reads every file of the content folder as it is; nothing is checked here but that each one parses. */
export function readContent(dir: string): RawContent {
  const raw: RawContent = { value: {}, sources: [], problems: [] }
  const shown = (name: string) => relative(process.cwd(), join(dir, name)) || name
  const take = (name: string, path: (string | number)[], parse: (source: string, file: string) => Parsed) => {
    const file = shown(name)
    const parsed = parse(readFileSync(join(dir, name), 'utf8'), file)
    raw.sources.push({ path, file, lineOf: parsed.ok ? parsed.lineOf : undefined })
    if (parsed.ok) return parsed.value as Record<string, unknown>
    raw.problems.push(parsed.problem)
  }
  const required = (name: string, path: string) => {
    if (existsSync(join(dir, name))) return true
    raw.sources.push({ path: [path], file: shown(name) })
    raw.problems.push({ file: shown(name), message: 'missing; every site needs one' })
    return false
  }

  if (required('site.yaml', 'site')) raw.value.site = take('site.yaml', ['site'], parseYaml)
  if (required('author.md', 'author')) raw.value.author = take('author.md', ['author'], parseMarkdownFile)
  if (existsSync(join(dir, 'coming-soon.md')))
    raw.value.comingSoon = take('coming-soon.md', ['comingSoon'], parseMarkdownFile)
  // The press kit is optional: without press.md the site has no /press page and no link to one.
  if (existsSync(join(dir, 'press.md'))) raw.value.press = take('press.md', ['press'], parseMarkdownFile)
  raw.value.readings = existsSync(join(dir, 'readings.yaml')) ? take('readings.yaml', ['readings'], parseYaml) : {}

  const names = markdownNames(join(dir, 'books'))
  const books = names.filter((name) => !name.endsWith(sampleSuffix))
  // A book's, a series' or a post's address is its file's name: a `slug` field would only contradict it.
  const takeNamed = (
    folder: 'books' | 'series' | 'news',
    name: string,
    index: number,
    whose: string,
  ): Record<string, unknown> | undefined => {
    const entry = take(`${folder}/${name}`, [folder, index], parseMarkdownFile)
    if (entry && 'slug' in entry)
      raw.problems.push({
        file: shown(`${folder}/${name}`),
        field: 'slug',
        message: `the file name is ${whose} slug; rename the file to change it`,
      })
    return entry && { ...entry, slug: name.slice(0, -'.md'.length) }
  }
  raw.value.books = books.map((name, index) => {
    const book = takeNamed('books', name, index, "the book's")
    const sampleName = name.replace(/\.md$/, sampleSuffix)
    if (book && names.includes(sampleName))
      book.sample = take(`books/${sampleName}`, ['books', index, 'sample'], parseMarkdownFile)
    return book
  })
  raw.value.series = markdownNames(join(dir, 'series')).map((name, index) =>
    takeNamed('series', name, index, "the series'"),
  )
  // Optional: a site without news/ has no news anywhere.
  raw.value.news = markdownNames(join(dir, 'news')).map((name, index) => takeNamed('news', name, index, "the post's"))
  for (const name of names.filter((n) => n.endsWith(sampleSuffix) && !books.includes(n.replace(sampleSuffix, '.md'))))
    raw.problems.push({
      file: shown(`books/${name}`),
      message: `a sample chapter without its book: add books/${name.replace(sampleSuffix, '.md')}`,
    })
  return raw
}
