import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { homeRoute } from './routes/home.tsx'
import { rootRoute } from './routes/root.tsx'

const routeTree = rootRoute.addChildren([homeRoute])

/** A factory, so the build's prerender (memory history) and the browser make the same router. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({ routeTree, history })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
