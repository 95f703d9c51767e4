import { createRoute } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import { rootRoute } from './root.tsx'
import { tokenSearch } from './token-search.ts'

export const newsletterConfirmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter/confirm',
  validateSearch: tokenSearch,
  component: lazyPage(() => import('#src/pages/NewsletterConfirmPage.tsx'), 'NewsletterConfirmPage'),
})
