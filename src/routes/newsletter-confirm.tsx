import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root.tsx'
import { tokenSearch } from './token-search.ts'

export const newsletterConfirmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter/confirm',
  validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import('#src/pages/NewsletterConfirmPage.tsx'), 'NewsletterConfirmPage'),
})
