import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { tapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'

/** A page that says one thing, centred on the screen, with one way on: the 404 page and the error page. */
export function MessagePage({ children }: { children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-paper px-6 text-center">
      <div className="max-w-md">{children}</div>
    </main>
  )
}

/** The way on when the page asked for is not there. */
export function ReturnHome() {
  return (
    <Link to="/" className={`${tapTargetClass} ${textLinkClass}`}>
      Return to Home
    </Link>
  )
}
