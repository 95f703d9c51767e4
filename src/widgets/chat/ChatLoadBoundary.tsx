import type { ReactNode } from 'react'
import { LoadBoundary } from '#src/ui/LoadBoundary.tsx'
import { chatCornerPanel } from './chat-layout.ts'

const couldNotLoad = (
  <p
    role="status"
    className={`${chatCornerPanel} z-40 rounded-2xl border border-line bg-surface p-4 text-ink shadow-xl`}
  >
    The chat could not load. Please check your connection and reload the page.
  </p>
)

export function ChatLoadBoundary({ children }: { children: ReactNode }) {
  return <LoadBoundary fallback={couldNotLoad}>{children}</LoadBoundary>
}
