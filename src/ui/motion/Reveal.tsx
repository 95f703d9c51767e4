import { m } from 'motion/react'
import type { ReactNode } from 'react'
import { MotionProvider } from './MotionProvider.tsx'
import { revealOnce } from './reveal-once.ts'

interface RevealProps {
  id?: string
  className?: string
  labelledBy?: string
  children: ReactNode
}

/**
 * A page section that reveals itself once, when 10% of it is visible. Each section brings its own
 * LazyMotion, so motion's code arrives with the (lazily loaded) sections, not with the first paint.
 */
export function Reveal({ id, className, labelledBy, children }: RevealProps) {
  return (
    <MotionProvider>
      <m.section id={id} aria-labelledby={labelledBy} className={className} {...revealOnce()}>
        {children}
      </m.section>
    </MotionProvider>
  )
}
