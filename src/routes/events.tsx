import { headerLinks } from 'virtual:content/site'
import { createRoute, notFound } from '@tanstack/react-router'
import { eventsPath } from '#src/content/events-page.ts'
import { lazyPage } from './lazy-page.ts'
import { rootRoute } from './root.tsx'

export const eventsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: eventsPath,
  // A site with no events has no events page, as its header has no link to one: the address is the 404.
  loader: () => {
    if (!headerLinks.some((link) => link.to === eventsPath)) throw notFound()
  },
  component: lazyPage(() => import('#src/pages/EventsPage.tsx'), 'EventsPage'),
})
