// @vitest-environment happy-dom
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { layOutWholePageOnNavigation } from './lazy-layout.ts'

/** A router of two pages, loaded at the home, as src/main.tsx has it when it hands the router over. */
async function loadedRouter() {
  const rootRoute = createRootRoute()
  const routeTree = rootRoute.addChildren(
    ['/', '/books/$slug'].map((path) => createRoute({ getParentRoute: () => rootRoute, path })),
  )
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await router.load()
  return router
}

const lazy = () => 'lazyLayout' in document.documentElement.dataset

describe('layOutWholePageOnNavigation', () => {
  afterEach(() => {
    delete document.documentElement.dataset.lazyLayout
  })

  it.each([
    ['another page', { to: '/books/$slug', params: { slug: 'a-book' } }],
    ['a #section of the same page', { to: '/', hash: 'contact' }],
  ] as const)('ends lazy layout when the router moves to %s', async (_, destination) => {
    document.documentElement.dataset.lazyLayout = ''
    const router = await loadedRouter()
    layOutWholePageOnNavigation(router)
    await router.navigate(destination)
    expect(lazy()).toBe(false)
  })

  it('keeps it while the router only loads the same address again', async () => {
    document.documentElement.dataset.lazyLayout = ''
    const router = await loadedRouter()
    layOutWholePageOnNavigation(router)
    await router.invalidate()
    expect(lazy()).toBe(true)
  })
})
