import { createRoute } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import { loadBooks } from './load-book.ts'
import { rootRoute } from './root.tsx'

export const catalogueRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/books',
  loader: loadBooks,
  component: lazyPage(() => import('#src/pages/CataloguePage.tsx'), 'CataloguePage'),
})
