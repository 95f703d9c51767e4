import { Outlet, createRootRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../pages/NotFoundPage'
import { MotionProvider } from '../ui/motion/MotionProvider'
import { Toaster } from '../ui/toast/Toaster'
import { AppUpdates } from '../widgets/app-updates/AppUpdates'
import { OfflineIndicator } from '../widgets/offline/OfflineIndicator'

function RootLayout() {
  return (
    <MotionProvider>
      <Outlet />
      <Toaster />
      <OfflineIndicator />
      <AppUpdates />
    </MotionProvider>
  )
}

export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})
