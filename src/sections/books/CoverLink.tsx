import * as words from 'virtual:words/books'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { fill } from '#src/content/words.ts'

interface CoverLinkProps {
  book: { slug: string; title: string }
  className?: string
  /** The cover's image. */
  children: ReactNode
}

/**
 * A book's cover as a link to its page: the title's link again, for a tap on the cover, so one stop for the
 * keyboard (the title's), and named by the book's title before its image loads.
 */
export function CoverLink({ book, className, children }: CoverLinkProps) {
  return (
    <Link
      to="/books/$slug"
      params={{ slug: book.slug }}
      tabIndex={-1}
      aria-label={fill(words.cover, { title: book.title })}
      className={className}
    >
      {children}
    </Link>
  )
}
