import type * as v from 'valibot'
import { contrastShortfalls, textContrastMin } from './contrast.ts'
import { editionChecks } from './edition-checks.ts'
import { locate } from './issue-problem.ts'
import { pressChecks } from './press-checks.ts'
import type { ContentProblem } from './problems.ts'
import type { Source } from './read-content.ts'
import type { ContentSchema } from './schema.ts'
import { seriesChecks } from './series-checks.ts'
import { offsetFits, zoneOffset } from './wall-clock.ts'

type Checked = v.InferOutput<ContentSchema>

function duplicates<T>(items: readonly T[], key: (item: T) => unknown): [number, number][] {
  const firstAt = new Map<unknown, number>()
  const found: [number, number][] = []
  items.forEach((item, index) => {
    const k = key(item)
    const first = firstAt.get(k)
    if (k === undefined) return
    if (first === undefined) firstAt.set(k, index)
    else found.push([index, first])
  })
  return found
}

const isSlug = (name: string) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)

/** What one field alone cannot say: counts, things that must be unique, fields that must agree. */
export function crossChecks(content: Checked, sources: readonly Source[], booksDir: string): ContentProblem[] {
  const { books, readings, series } = content
  const at = (...path: (string | number)[]) => locate(path, sources)
  const problems: ContentProblem[] = []
  if (books.length === 0)
    problems.push({ file: booksDir, message: `no books; add at least one, like ${booksDir}/my-book.md` })
  for (const [index, book] of books.entries())
    if (!isSlug(book.slug))
      problems.push({
        file: at('books', index).file,
        message: `the file name is the book's address on the site: use lowercase letters, digits and dashes, like golden-horizons.md`,
      })
  for (const [index, one] of series.entries())
    if (!isSlug(one.slug))
      problems.push({
        file: at('series', index).file,
        message: `the file name is the series' address on the site: use lowercase letters, digits and dashes, like the-lisbon-ledgers.md`,
      })
  problems.push(...seriesChecks(content, at))
  problems.push(...editionChecks(content, at))
  problems.push(...pressChecks(content, at))
  for (const [index, first] of duplicates(books, (book) => book.title.toLowerCase()))
    problems.push({
      ...at('books', index, 'title'),
      message: `"${books[index].title}" is also the title of ${at('books', first).file}`,
    })
  for (const [index, first] of duplicates(books, (book) => book.order))
    problems.push({
      ...at('books', index, 'order'),
      message: `${books[index].order} is also the order of ${at('books', first).file}`,
    })
  // A teaser turned into a book file keeps no second card: the book's own says Coming Soon now.
  const teaser = content.comingSoon
  const asBook = teaser ? books.findIndex((book) => book.title.toLowerCase() === teaser.title.toLowerCase()) : -1
  if (teaser && asBook >= 0)
    problems.push({
      ...at('comingSoon', 'title'),
      message: `"${teaser.title}" is also the title of ${at('books', asBook).file}; a book with its \`released\` day shows on the home as Coming Soon until then, so delete ${at('comingSoon').file}`,
    })
  const leads = books.flatMap((book, index) => (book.lead ? [index] : []))
  for (const index of leads.slice(1))
    problems.push({
      ...at('books', index, 'lead'),
      message: `only one book leads the home page, and ${at('books', leads[0]).file} already does; remove one \`lead: true\``,
    })
  const list = readings.readings
  for (const [index] of duplicates(list, (reading) => reading.id))
    problems.push({
      ...at('readings', 'readings', index, 'id'),
      message: `"${list[index].id}" is used twice; each reading needs its own id`,
    })
  for (const [index, { startsAt, timeZone }] of list.entries()) {
    if (offsetFits(startsAt, timeZone)) continue
    const offset = zoneOffset(startsAt, timeZone)
    problems.push({
      ...at('readings', 'readings', index, 'startsAt'),
      message: `${startsAt} does not match ${timeZone}'s UTC offset on that date, ${offset}: write ${startsAt.replace(/([+-]\d{2}:\d{2}|Z)$/, offset)}`,
    })
  }
  // site.yaml promises text readable in both themes: each pair that falls short, by how much.
  for (const theme of ['light', 'dark'] as const)
    for (const { text, ground, ratio } of contrastShortfalls(content.site.palette[theme]))
      problems.push({
        ...at('site', 'palette', theme, text),
        message: `${text} on ${ground} is ${ratio.toFixed(1)}:1; text needs at least ${textContrastMin}:1 (WCAG AA), so make one of them lighter or darker`,
      })
  return problems
}
