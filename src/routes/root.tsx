import { createRootRoute, Outlet } from '@tanstack/react-router'
import { NotFoundPage } from '#src/pages/NotFoundPage.tsx'
import { reportingLive } from '#src/start/reporting-live.tsx'
import { Toaster } from '#src/ui/toast/Toaster.tsx'
import { AppUpdates } from '#src/widgets/app-updates/AppUpdates.tsx'

function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <AppUpdates />
    </>
  )
}

export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: reportingLive(NotFoundPage),
})
