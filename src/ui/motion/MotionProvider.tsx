import { LazyMotion } from 'motion/react'
import type { ReactNode } from 'react'

const loadFeatures = () => import('./animation-features.ts').then((module) => module.default)

export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  )
}
