import { createRootRoute, Outlet } from '@tanstack/react-router'
import { Toaster } from '#src/ui/toast/Toaster.tsx'
import { AppUpdates } from '#src/widgets/app-updates/AppUpdates.tsx'
import { lazyPage } from './lazy-page.ts'

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
  // Rare, and never the first screen of a prerendered page: its code downloads when needed.
  notFoundComponent: lazyPage(() => import('#src/pages/NotFoundPage.tsx'), 'NotFoundPage'),
})
