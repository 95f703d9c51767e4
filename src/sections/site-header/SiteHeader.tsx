import { author } from 'virtual:content/author'
import * as words from 'virtual:words/header'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useRef } from 'react'
import { pageColumn } from '#src/ui/page-column.ts'
import { OfflineIndicator } from '#src/widgets/offline/OfflineIndicator.tsx'
import { HeaderLinks } from './HeaderLinks.tsx'
import { SiteMenu } from './SiteMenu.tsx'
import { useHeaderAway } from './use-header-away.ts'

/**
 * Every page's way through the site, plain links in the prerendered HTML, so they work before the
 * app runs and without it. One row: on a phone the links are behind a menu button (decision 0040).
 * It stays at the top as the page scrolls. On a phone, where its row costs the reader lines, it slides
 * away as they scroll down and back as they scroll up, or as the keyboard or the open menu is in it;
 * a transform, so nothing below it moves. The offline pill hangs under it, and goes where it goes.
 */
/** `children`: a control the page adds to the row, before the menu (a sample's theme button on a phone). */
export function SiteHeader({ children }: { children?: ReactNode }) {
  const header = useRef<HTMLElement>(null)
  useHeaderAway(header)
  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b border-line bg-paper px-4 motion-safe:transition-transform motion-safe:duration-300 sm:px-6 max-md:[&[data-away]:not(:focus-within):not(:has([open]))]:-translate-y-full"
    >
      {/* In the order the keyboard takes it: the name, then the links or the menu holding them. */}
      <nav aria-label={words.nav} className={`${pageColumn} flex items-center gap-x-1 py-1 md:gap-x-4`}>
        <Link
          to="/"
          activeOptions={{ exact: true, includeHash: true }}
          className="me-auto inline-flex min-h-11 items-center font-serif text-xl leading-tight font-semibold"
        >
          {author.name}
        </Link>
        {children}
        <SiteMenu />
        <HeaderLinks
          className="hidden text-sm font-semibold md:flex"
          linkClassName="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md px-2 hover:text-accent hover:underline"
        />
      </nav>
      <OfflineIndicator />
    </header>
  )
}
