import { createRouter } from '@tanstack/react-router'
import { rootRoute } from './routes/root'
import { homeRoute } from './routes/home'

const routeTree = rootRoute.addChildren([homeRoute])

export const router = createRouter({ routeTree, scrollRestoration: true })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
