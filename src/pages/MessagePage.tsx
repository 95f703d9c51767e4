import type { ReactNode } from 'react'

/** A page that says one thing, centred on the screen, with one way on: the 404 page and the error page. */
export function MessagePage({ children }: { children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-paper px-6 text-center">
      <div className="max-w-md">{children}</div>
    </main>
  )
}
