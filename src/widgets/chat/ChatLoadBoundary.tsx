import * as words from 'virtual:words/chat'
import { type ReactNode, useState } from 'react'
import { buttonClass } from '#src/ui/button-styles.ts'
import { LoadBoundary } from '#src/ui/LoadBoundary.tsx'
import { chatCornerPanel } from './chat-layout.ts'

/** Wraps the chat panel (made with lazyRetrying): a failed download says so and offers to try again. */
export function ChatLoadBoundary({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState(0)
  const couldNotLoad = (
    <div
      className={`${chatCornerPanel} z-40 flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-4 text-ink shadow-xl`}
    >
      <p role="status">{words.couldNotLoad}</p>
      <button type="button" onClick={() => setRequest(request + 1)} className={buttonClass('outline')}>
        {words.tryAgain}
      </button>
    </div>
  )
  return (
    <LoadBoundary fallback={couldNotLoad} request={request}>
      {children}
    </LoadBoundary>
  )
}
