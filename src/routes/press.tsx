import { createRoute } from '@tanstack/react-router'
import { pressPath } from '#src/content/prerendered-page.ts'
import { lazyPage } from './lazy-page.ts'
import { rootRoute } from './root.tsx'

// The kit's words and downloads travel in the page's own chunk, with its code: the home carries none of them.
export const pressRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pressPath,
  component: lazyPage(() => import('#src/pages/PressPage.tsx'), 'PressPage'),
})
