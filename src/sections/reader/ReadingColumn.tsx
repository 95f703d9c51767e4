import type { ReactNode } from 'react'

/**
 * One column for the chapter and what frames it, in em of the reader's size (--reading-size,
 * src/app.css), so a line holds 60 to 75 characters of the chapter's serif at every text size.
 */
export function ReadingColumn({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-[32em] text-[length:var(--reading-size)]">{children}</div>
}
