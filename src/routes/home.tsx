import { createRoute } from '@tanstack/react-router'
import { HomePage } from '#src/pages/HomePage.tsx'
import { reportingLive } from '#src/start/reporting-live.tsx'
import { rootRoute } from './root.tsx'

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: reportingLive(HomePage),
})
