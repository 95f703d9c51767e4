import { createRoute } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import { loadPost } from './load-news.ts'
import { rootRoute } from './root.tsx'

export const newsPostRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news/$slug',
  loader: ({ params }) => loadPost(params.slug),
  component: lazyPage(() => import('#src/pages/NewsPostPage.tsx'), 'NewsPostPage'),
})
