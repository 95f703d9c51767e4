import { type ReactNode, useId } from 'react'

/** A titled part of the details dialog, named by its heading for screen-reader landmarks. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  )
}
