import { createRoute } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import { rootRoute } from './root.tsx'
import { tokenSearch } from './token-search.ts'

export const newsletterUnsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter/unsubscribe',
  validateSearch: tokenSearch,
  component: lazyPage(() => import('#src/pages/NewsletterUnsubscribePage.tsx'), 'NewsletterUnsubscribePage'),
})
