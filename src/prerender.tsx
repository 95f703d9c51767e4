import { listedFrom, readings } from 'virtual:content/readings'
import { createMemoryHistory } from '@tanstack/react-router'
import { App } from './app/App.tsx'
import { createAppRouter } from './app/router.tsx'
import { calendarFiles } from './content/reading-calendar.ts'
import { readingsSplitAt } from './content/upcoming-readings.ts'
import { wholeHtml } from './whole-html.ts'

export { prerenderedPages } from './content/prerendered-pages.ts'
export { jsonLdScript, structuredDataScript } from './content/structured-data.ts'

/** The events' calendar files (each event's and the feed), and how many events the build's day counts as past. */
export function eventFiles(stamp: Date) {
  const { upcoming, past } = readingsSplitAt(readings.readings, Date.parse(listedFrom))
  return { files: calendarFiles(readings.readings, stamp), upcoming: upcoming.length, past: past.length }
}

/** Run by the build (tooling/prerender.ts) to write a page's HTML: the home page into index.html, each other into its own file. */
export async function renderPage(path: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  return wholeHtml(() => <App router={router} />)
}
