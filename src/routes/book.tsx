import { createRoute } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import { loadBook } from './load-book.ts'
import { rootRoute } from './root.tsx'

export const bookRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/books/$slug',
  loader: ({ params }) => loadBook(params.slug),
  component: lazyPage(() => import('#src/pages/BookPage.tsx'), 'BookPage'),
})
