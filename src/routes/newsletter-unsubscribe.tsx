import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root.tsx'
import { tokenSearch } from './token-search.ts'

export const newsletterUnsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter/unsubscribe',
  validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import('#src/pages/NewsletterUnsubscribePage.tsx'), 'NewsletterUnsubscribePage'),
})
