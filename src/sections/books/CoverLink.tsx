import * as words from 'virtual:words/books'
import { Link } from '@tanstack/react-router'
import type { Ref } from 'react'
import type { ResponsiveImage } from '#src/content/responsive-image.ts'
import { fill } from '#src/content/words.ts'
import { carryCover, pageChangeMoves } from '#src/ui/carried-cover.ts'
import { type AspectPreset, Image } from '#src/ui/Image.tsx'

interface CoverLinkProps {
  book: { slug: string; title: string; cover: ResponsiveImage }
  className?: string
  /** For a link beside it (the title's) that carries this cover to the book's page too. */
  ref?: Ref<HTMLAnchorElement>
  /** The width the layout gives the cover. */
  sizes: string
  priority?: boolean
  imageClassName?: string
  /**
   * A card's cover in a book's frame (by default); a tile's in a row of covers, its room kept but a wider file drawn
   * in its own shape at its foot; a cover alone, in its file's shape.
   */
  frame?: Extract<AspectPreset, 'cover' | 'shelf-cover' | 'lone-cover'>
}

/**
 * A book's cover as a link to its page: the title's link again, for a tap on the cover, so one stop for the
 * keyboard (the title's), and named by the book's title before its image loads. The page change carries the
 * cover to the page's own.
 */
export function CoverLink({
  book,
  className,
  ref,
  sizes,
  priority = false,
  imageClassName,
  frame = 'cover',
}: CoverLinkProps) {
  const name = fill(words.cover, { title: book.title })
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
      aria-label={name}
      className={className}
    >
      <Image
        image={book.cover}
        aspect={frame}
        alt={name}
        priority={priority}
        sizes={sizes}
        className={imageClassName}
      />
    </Link>
  )
}
