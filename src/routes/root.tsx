import { Outlet, createRootRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../pages/NotFoundPage'
import { Toaster } from '../ui/toast/Toaster'
import { AppUpdates } from '../widgets/app-updates/AppUpdates'
import { OfflineIndicator } from '../widgets/offline/OfflineIndicator'

function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <OfflineIndicator />
      <AppUpdates />
    </>
  )
}

export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})
