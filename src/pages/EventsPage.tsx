import { author } from 'virtual:content/author'
import { eventsPageMeta } from '#src/content/events-page.ts'
import { Events } from '#src/sections/events/Events.tsx'
import { PageFrame } from './PageFrame.tsx'
import { usePageTitle } from './use-page-title.ts'

export function EventsPage() {
  usePageTitle(eventsPageMeta(author.name).title)
  return (
    <PageFrame>
      <Events />
    </PageFrame>
  )
}
