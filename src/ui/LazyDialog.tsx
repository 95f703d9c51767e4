import * as words from 'virtual:words/notices'
import { type ReactNode, Suspense } from 'react'
import { LoadBoundary } from './LoadBoundary.tsx'
import { showToast } from './toast/toasts.ts'

const couldNotOpen = (error: unknown) => {
  console.error('A dialog could not load:', error)
  showToast({
    title: words.notOpenedTitle,
    description: words.notOpened,
    variant: 'destructive',
  })
}

/**
 * Mounts a lazily loaded dialog (made with lazyRetrying) once it is first asked for. A failed download
 * says so in a toast, and the next request tries again.
 */
export function LazyDialog({ requests, children }: { requests: number; children: ReactNode }) {
  if (requests === 0) return null
  return (
    <LoadBoundary fallback={null} onError={couldNotOpen} request={requests}>
      <Suspense fallback={null}>{children}</Suspense>
    </LoadBoundary>
  )
}
