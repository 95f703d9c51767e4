import { createRoute } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import { loadSample } from './load-book.ts'
import { rootRoute } from './root.tsx'

export const sampleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/books/$slug/sample',
  loader: ({ params }) => loadSample(params.slug),
  component: lazyPage(() => import('#src/pages/SamplePage.tsx'), 'SamplePage'),
})
