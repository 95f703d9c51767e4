import { createRoute } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import { loadBookPage } from './load-book.ts'
import { rootRoute } from './root.tsx'

export const bookRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/books/$slug',
  loader: ({ params }) => loadBookPage(params.slug),
  component: lazyPage(() => import('#src/pages/BookPage.tsx'), 'BookPage'),
})
