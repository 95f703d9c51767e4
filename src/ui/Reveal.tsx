import type { ReactNode } from 'react'

interface RevealProps {
  id?: string
  className?: string
  labelledBy?: string
  children: ReactNode
}

/** A page section that enters once as it is scrolled to (src/start/before-app/reveal.ts does it, before the app). */
export function Reveal({ id, className, labelledBy, children }: RevealProps) {
  return (
    // The entrance's delay is set on it before React adopts it: a difference hydration is told to expect.
    <section id={id} aria-labelledby={labelledBy} className={className} data-reveal="" suppressHydrationWarning>
      {children}
    </section>
  )
}
