import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { loadBook } from './load-book.ts'
import { rootRoute } from './root.tsx'

export const bookRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/books/$slug',
  loader: ({ params }) => loadBook(params.slug),
  component: lazyRouteComponent(() => import('#src/pages/BookPage.tsx'), 'BookPage'),
})
