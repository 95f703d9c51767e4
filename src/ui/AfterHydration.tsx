import { type ReactNode, startTransition, useEffect, useState } from 'react'

/** False while React adopts the prerendered page; true once anything in it has committed. */
let hydrated = false

/**
 * Children that need the app to do anything (the floating buttons), shown once it runs, so no early
 * tap is lost. They appear in a transition, which React renders in slices; a store-based check
 * (TanStack's ClientOnly) renders them in one synchronous pass right after hydration instead.
 * Not for inside a section that hydrates later: the app has started by then, so its children would
 * not match the prerendered markup.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(hydrated)
  useEffect(() => {
    hydrated = true
    startTransition(() => setShown(true))
  }, [])
  return shown ? children : null
}
