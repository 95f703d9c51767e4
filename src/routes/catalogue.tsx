import { createRoute } from '@tanstack/react-router'
import { catalogueSearch } from '#src/content/catalogue-sort.ts'
import { loadBooks } from '#src/content/load-book.ts'
import { lazyPage } from './lazy-page.ts'
import { rootRoute } from './root.tsx'

export const catalogueRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/books',
  validateSearch: catalogueSearch,
  loader: loadBooks,
  component: lazyPage(() => import('#src/pages/CataloguePage.tsx'), 'CataloguePage'),
})
