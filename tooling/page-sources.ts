import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The content files a page is made from, by its address, relative to the content folder: a book's page its
 * book's file, its sample's also the sample's, a series' page its series' file, the events page the readings', a
 * post's its post's file. None for the home, the catalogue and the news page, which show a little of everything.
 */
function ownSources(path: string): string[] | undefined {
  const book = path.match(/^\/books\/([^/]+?)(\/sample)?$/)
  if (book) return [`books/${book[1]}.md`, ...(book[2] ? [`books/${book[1]}.sample.md`] : [])]
  const series = path.match(/^\/series\/([^/]+)$/)
  if (series) return [`series/${series[1]}.md`]
  if (path === '/events') return ['readings.yaml']
  const post = path.match(/^\/news\/([^/]+)$/)
  if (post) return [`news/${post[1]}.md`]
  return undefined
}

/**
 * The day (UTC, as a sitemap writes it: 2027-03-15) the newest of these files was last changed, or
 * undefined when none exists. A site built from a fresh clone has every file changed on the build's day.
 */
function lastChanged(contentDir: string, files: readonly string[]): string | undefined {
  const times = files.flatMap((file) => {
    const stat = statSync(join(contentDir, file), { throwIfNoEntry: false })
    return stat?.isFile() ? [stat.mtimeMs] : []
  })
  return times.length > 0 ? new Date(Math.max(...times)).toISOString().slice(0, 10) : undefined
}

/** The day each page's content last changed, by its address, for the sitemap: its own files', else every file's. */
export function pageDays(contentDir: string): (path: string) => string | undefined {
  // The home is always listed: the whole folder is read once, for it and the catalogue alike, not once a page.
  const newest = lastChanged(contentDir, readdirSync(contentDir, { recursive: true, encoding: 'utf8' }))
  return (path) => {
    const own = ownSources(path)
    return own ? lastChanged(contentDir, own) : newest
  }
}
