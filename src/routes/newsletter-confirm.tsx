import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { pageCode } from './page-code.ts'
import { rootRoute } from './root.tsx'
import { tokenSearch } from './token-search.ts'

export const newsletterConfirmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter/confirm',
  validateSearch: tokenSearch,
  component: lazyRouteComponent(
    pageCode(() => import('#src/pages/NewsletterConfirmPage.tsx')),
    'NewsletterConfirmPage',
  ),
})
