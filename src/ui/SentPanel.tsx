import { type ReactNode, useEffect, useRef } from 'react'
import { buttonClass } from './button-styles.ts'

interface SentPanelProps {
  headingId: string
  heading: string
  /** Shown above the heading. */
  icon?: ReactNode
  /** What was sent, and what comes next. */
  children: ReactNode
  /** The way back to an empty form. */
  again: string
  onAgain: () => void
  /** The panel's box: in the form's place, or over the form's room. */
  className: string
  headingClassName: string
}

/** A form's thank-you once it is sent, shown where the reader was looking (a toast is at the top of the screen). */
export function SentPanel({
  headingId,
  heading,
  icon,
  children,
  again,
  onAgain,
  className,
  headingClassName,
}: SentPanelProps) {
  const panel = useRef<HTMLElement>(null)
  // The button that had the focus is hidden with the form: the focus comes here, and a screen reader reads it.
  useEffect(() => panel.current?.focus(), [])
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`grid justify-items-center text-center ${className}`}
    >
      {icon}
      <h3 id={headingId} className={`font-semibold ${headingClassName}`}>
        {heading}
      </h3>
      {children}
      <button type="button" className={buttonClass('outline')} onClick={onAgain}>
        {again}
      </button>
    </section>
  )
}
