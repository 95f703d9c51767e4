import { Outlet, createRootRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../pages/NotFoundPage'
import { MotionProvider } from '../ui/motion/MotionProvider'
import { Toaster } from '../ui/toast/Toaster'

function RootLayout() {
  return (
    <MotionProvider>
      <Outlet />
      <Toaster />
    </MotionProvider>
  )
}

export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})
