import type { ReactNode } from 'react'
import { m, useReducedMotion } from 'motion/react'
import { revealOnce } from './reveal-once'

interface RevealProps {
  id?: string
  className?: string
  labelledBy?: string
  children: ReactNode
}

/** A page section that reveals itself once, when 10% of it is visible. */
export function Reveal({ id, className, labelledBy, children }: RevealProps) {
  return (
    <m.section id={id} aria-labelledby={labelledBy} className={className} {...revealOnce(useReducedMotion())}>
      {children}
    </m.section>
  )
}
