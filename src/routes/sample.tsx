import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { loadSample } from './load-book.ts'
import { pageCode } from './page-code.ts'
import { rootRoute } from './root.tsx'

export const sampleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/books/$slug/sample',
  loader: ({ params }) => loadSample(params.slug),
  component: lazyRouteComponent(
    pageCode(() => import('#src/pages/SamplePage.tsx')),
    'SamplePage',
  ),
})
