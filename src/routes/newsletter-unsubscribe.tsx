import { createRoute } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import { linkSearch } from './link-search.ts'
import { rootRoute } from './root.tsx'

export const newsletterUnsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter/unsubscribe',
  validateSearch: linkSearch,
  component: lazyPage(() => import('#src/pages/NewsletterUnsubscribePage.tsx'), 'NewsletterUnsubscribePage'),
})
