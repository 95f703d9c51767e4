import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { loadBook } from './load-book.ts'
import { pageCode } from './page-code.ts'
import { rootRoute } from './root.tsx'

export const bookRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/books/$slug',
  loader: ({ params }) => loadBook(params.slug),
  component: lazyRouteComponent(
    pageCode(() => import('#src/pages/BookPage.tsx')),
    'BookPage',
  ),
})
