import { type ReactNode, Suspense } from 'react'
import { LoadBoundary } from './LoadBoundary.tsx'
import { showToast } from './toast/toasts.ts'

const couldNotOpen = (error: unknown) => {
  console.error('A dialog could not load:', error)
  showToast({
    title: 'Error',
    description: 'This could not be opened. Please check your connection and reload the page.',
    variant: 'destructive',
  })
}

/** Mounts a lazily loaded dialog once it was first asked for; a failed download says so in a toast. */
export function LazyDialog({ requested, children }: { requested: boolean; children: ReactNode }) {
  if (!requested) return null
  return (
    <LoadBoundary fallback={null} onError={couldNotOpen}>
      <Suspense fallback={null}>{children}</Suspense>
    </LoadBoundary>
  )
}
