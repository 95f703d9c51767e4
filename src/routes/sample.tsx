import { createRoute } from '@tanstack/react-router'
import { loadSample } from '#src/content/load-book.ts'
import { lazyPage } from './lazy-page.ts'
import { rootRoute } from './root.tsx'

export const sampleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/books/$slug/sample',
  loader: ({ params }) => loadSample(params.slug),
  component: lazyPage(() => import('#src/pages/SamplePage.tsx'), 'SamplePage'),
})
