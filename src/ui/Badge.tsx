import type { ReactNode } from 'react'

interface BadgeProps {
  children: ReactNode
  variant?: 'solid' | 'outline'
  className?: string
  id?: string
  'aria-hidden'?: boolean
}

export function Badge({ children, variant = 'solid', className = '', ...attributes }: BadgeProps) {
  const look = variant === 'solid' ? 'bg-gold text-on-gold' : 'border border-line text-ink'
  return (
    <span
      {...attributes}
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold tracking-wide ${look} ${className}`}
    >
      {children}
    </span>
  )
}
