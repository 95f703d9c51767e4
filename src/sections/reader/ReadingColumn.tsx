import type { ReactNode } from 'react'

/**
 * One column for the chapter and what frames it, about 65 characters of the reading text wide at
 * every text size: `ch` follows the reader's size (--reading-size, src/app.css).
 */
export function ReadingColumn({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-[65ch] text-[length:var(--reading-size)]">{children}</div>
}
