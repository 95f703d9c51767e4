import { createRoute } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import { linkSearch } from './link-search.ts'
import { rootRoute } from './root.tsx'

export const newsletterConfirmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter/confirm',
  validateSearch: linkSearch,
  component: lazyPage(() => import('#src/pages/NewsletterConfirmPage.tsx'), 'NewsletterConfirmPage'),
})
