import { createRoute } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import { loadSeries } from './load-series.ts'
import { rootRoute } from './root.tsx'

export const seriesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/series/$slug',
  loader: ({ params }) => loadSeries(params.slug),
  component: lazyPage(() => import('#src/pages/SeriesPage.tsx'), 'SeriesPage'),
})
