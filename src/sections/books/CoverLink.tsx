import * as words from 'virtual:words/books'
import { Link } from '@tanstack/react-router'
import type { ReactNode, Ref } from 'react'
import { fill } from '#src/content/words.ts'
import { carryCover, pageChangeMoves } from '#src/ui/carried-cover.ts'

interface CoverLinkProps {
  book: { slug: string; title: string }
  className?: string
  /** For a link beside it (the title's) that carries this cover to the book's page too. */
  ref?: Ref<HTMLAnchorElement>
  /** The cover's image. */
  children: ReactNode
}

/**
 * A book's cover as a link to its page: the title's link again, for a tap on the cover, so one stop for the
 * keyboard (the title's), and named by the book's title before its image loads. The page change carries the
 * cover to the page's own.
 */
export function CoverLink({ book, className, ref, children }: CoverLinkProps) {
  return (
    <Link
      ref={ref}
      to="/books/$slug"
      params={{ slug: book.slug }}
      // A sample's cover links to its book's page, the page it sits under: not the page the reader is on.
      activeOptions={{ exact: true }}
      viewTransition={pageChangeMoves()}
      onClick={(event) => carryCover(event.currentTarget)}
      tabIndex={-1}
      aria-label={fill(words.cover, { title: book.title })}
      className={className}
    >
      {children}
    </Link>
  )
}
