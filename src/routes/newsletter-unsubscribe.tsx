import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { pageCode } from './page-code.ts'
import { rootRoute } from './root.tsx'
import { tokenSearch } from './token-search.ts'

export const newsletterUnsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter/unsubscribe',
  validateSearch: tokenSearch,
  component: lazyRouteComponent(
    pageCode(() => import('#src/pages/NewsletterUnsubscribePage.tsx')),
    'NewsletterUnsubscribePage',
  ),
})
