import * as words from 'virtual:words/pageTitles'
import type { PageMeta } from './prerendered-page.ts'
import { fill } from './words.ts'

// Apart from page-meta.ts, which the app's first file holds: the events page's words load with that page.

/** The events page's address: there when the content has events, as the header's Events link is. */
export const eventsPath = '/events'

/** An event's place on the events page, for a link (its schema.org data's) to land on. */
export const eventAnchor = (id: string) => `event-${id}`

export const eventsPageMeta = (authorName: string): PageMeta => ({
  title: fill(words.events, { name: authorName }),
  description: fill(words.eventsText, { name: authorName }),
})
