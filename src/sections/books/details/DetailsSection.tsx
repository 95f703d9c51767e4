import { type ReactNode, useId } from 'react'

/** The heading level of the book's title: the dialog's is h2 under the page's h1, the book page's is h1. */
export type TitleLevel = 1 | 2

/** A titled part of the book's details, named by its heading for screen-reader landmarks. */
export function DetailsSection({ title, level, children }: { title: string; level: TitleLevel; children: ReactNode }) {
  const headingId = useId()
  const Heading = level === 1 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="mb-2 text-lg font-semibold">
        {title}
      </Heading>
      {children}
    </section>
  )
}
