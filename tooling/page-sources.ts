import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The content files a page is made from, by its address, relative to the content folder: a book's page its
 * book's file, its sample's also the sample's, a series' page its series' file. The home and the catalogue
 * show a little of everything: every file.
 */
export function pageSources(contentDir: string, path: string): string[] {
  const book = path.match(/^\/books\/([^/]+?)(\/sample)?$/)
  if (book) return [`books/${book[1]}.md`, ...(book[2] ? [`books/${book[1]}.sample.md`] : [])]
  const series = path.match(/^\/series\/([^/]+)$/)
  if (series) return [`series/${series[1]}.md`]
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
}

/**
 * The day (UTC, as a sitemap writes it: 2027-03-15) the newest of these files was last changed, or
 * undefined when none exists. A site built from a fresh clone has every file changed on the build's day.
 */
export function lastChanged(contentDir: string, files: readonly string[]): string | undefined {
  const times = files.flatMap((file) => {
    const stat = statSync(join(contentDir, file), { throwIfNoEntry: false })
    return stat?.isFile() ? [stat.mtimeMs] : []
  })
  return times.length > 0 ? new Date(Math.max(...times)).toISOString().slice(0, 10) : undefined
}
