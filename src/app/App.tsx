import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import type { createAppRouter } from './router.tsx'

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
}
