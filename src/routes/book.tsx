import { createRoute } from '@tanstack/react-router'
import { loadBookPage } from '#src/content/load-book.ts'
import { lazyPage } from './lazy-page.ts'
import { rootRoute } from './root.tsx'

export const bookRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/books/$slug',
  loader: ({ params }) => loadBookPage(params.slug),
  component: lazyPage(() => import('#src/pages/BookPage.tsx'), 'BookPage'),
})
