import { createRoute } from '@tanstack/react-router'
import { pressPath } from '#src/content/prerendered-page.ts'
import { lazyPage } from './lazy-page.ts'
import { rootRoute } from './root.tsx'

// The kit's words and downloads travel in the page's own chunk, with its code: the home carries none of them.
// Pure: without press.md the router leaves the route out, and the build then drops it and its chunk too.
export const pressRoute = /* @__PURE__ */ createRoute({
  getParentRoute: () => rootRoute,
  path: pressPath,
  component: /* @__PURE__ */ lazyPage(() => import('#src/pages/PressPage.tsx'), 'PressPage'),
})
