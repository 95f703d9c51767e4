// @vitest-environment happy-dom
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPage } from './lazy-page.ts'

const missing = new TypeError('Failed to fetch dynamically imported module: https://example.test/assets/Page.js')

/** A site whose one page's code cannot download, opened with the browser online or not. */
function openPageWhoseCodeFails({ online }: { online: boolean }) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  // The router and React say the route failed, as they should; the test reads the page instead.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const rootRoute = createRootRoute()
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: lazyPage(() => Promise.reject<{ default: () => null }>(missing), 'default'),
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory(),
    defaultErrorComponent: ({ error }) => <p>Error page: {error instanceof Error && error.message}</p>,
  })
  render(<RouterProvider router={router} />)
}

// The router marks the reload it makes for missing code in sessionStorage, once per error message.
const reloadsAsked = () => Object.keys(sessionStorage).filter((key) => key.startsWith('tanstack_router_reload:'))

describe('lazyPage', () => {
  afterEach(() => {
    cleanup()
    sessionStorage.clear()
    vi.restoreAllMocks()
  })

  it('offline, fails the route to the error page, and the document is not reloaded', async () => {
    openPageWhoseCodeFails({ online: false })
    expect(await screen.findByText(/Error page: Offline/)).toBeTruthy()
    expect(reloadsAsked()).toEqual([])
  })

  it('online, leaves the error as it is, so the router still reloads once to mend a replaced deploy', async () => {
    openPageWhoseCodeFails({ online: true })
    await vi.waitFor(() => expect(reloadsAsked()).toEqual([`tanstack_router_reload:${missing.message}`]))
  })
})
