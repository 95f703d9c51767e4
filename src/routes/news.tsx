import { createRoute } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import { loadNews } from './load-news.ts'
import { rootRoute } from './root.tsx'

export const newsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news',
  loader: loadNews,
  component: lazyPage(() => import('#src/pages/NewsPage.tsx'), 'NewsPage'),
})
