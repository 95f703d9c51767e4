import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { loadRouteCode } from './load-route-code.ts'

function routerAt(path: string) {
  const page = vi.fn(async () => ({ default: () => null }))
  const other = vi.fn(async () => ({ default: () => null }))
  const rootRoute = createRootRoute()
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/books/$slug', component: lazyRouteComponent(page) }),
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: lazyRouteComponent(other) }),
  ])
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })
  return { router, page, other }
}

describe('loadRouteCode', () => {
  it('loads the code of the routes the page matches, and only theirs', async () => {
    const { router, page, other } = routerAt('/books/some-book')
    await loadRouteCode(router)
    expect(page).toHaveBeenCalledOnce()
    expect(other).not.toHaveBeenCalled()
  })

  it('ends in a task of its own, so the router’s load starts in a fresh one', async () => {
    const { router } = routerAt('/books/some-book')
    let timerRan = false
    setTimeout(() => {
      timerRan = true
    })
    await loadRouteCode(router)
    expect(timerRan).toBe(true)
  })
})
