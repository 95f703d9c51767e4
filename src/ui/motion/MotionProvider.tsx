import type { ReactNode } from 'react'
import { LazyMotion } from 'motion/react'

const loadFeatures = () => import('./animation-features').then((module) => module.default)

export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  )
}
