import { createMemoryHistory, createRootRoute, createRoute, createRouter, notFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { showsNotFound } from './shows-not-found.ts'

async function loadedAt(path: string) {
  const rootRoute = createRootRoute({ notFoundComponent: () => null })
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/books/$slug',
      loader: ({ params }) => {
        if (params.slug !== 'known') throw notFound()
      },
      component: () => null,
    }),
  ])
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  return router
}

describe('showsNotFound', () => {
  it.each([
    ['a path no route has', '/no/such/page', true],
    ['a route that finds nothing at its path', '/books/removed', true],
    ['the home', '/', false],
    ['a route that finds its page', '/books/known', false],
  ])('%s (%s): %s', async (_what, path, expected) => {
    expect(showsNotFound(await loadedAt(path))).toBe(expected)
  })
})
