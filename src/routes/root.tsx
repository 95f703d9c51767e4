import { Outlet, createRootRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../pages/NotFoundPage'

export const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFoundPage,
})
