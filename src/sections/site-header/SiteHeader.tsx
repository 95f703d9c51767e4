import { author } from 'virtual:content/author'
import * as words from 'virtual:words/header'
import { Link } from '@tanstack/react-router'
import { useRef } from 'react'
import { AfterHydration } from '#src/ui/AfterHydration.tsx'
import { OfflineIndicator } from '#src/widgets/offline/OfflineIndicator.tsx'
import { ThemeToggle } from '#src/widgets/theme/ThemeToggle.tsx'
import { HeaderLinks } from './HeaderLinks.tsx'
import { SiteMenu } from './SiteMenu.tsx'
import { useHeaderAway } from './use-header-away.ts'

interface SiteHeaderProps {
  /** The site's name in the reading face, not the headings': a sample's page is set in that face alone. */
  readingFace?: boolean
  /** The theme button at the row's end: the sample's page, where nothing may float over the chapter; every other page floats it in the corner. */
  themeButton?: boolean
}

/**
 * Every page's way through the site, plain links in the prerendered HTML, so they work before the
 * app runs and without it. One row: on a phone the links are behind a menu button (decision 0040).
 * It stays at the top as the page scrolls. On a phone, where its row costs the reader lines, it slides
 * away as they scroll down and back as they scroll up, or as the keyboard or the open menu is in it;
 * a transform, so nothing below it moves. The offline pill hangs under it, and goes where it goes.
 */
export function SiteHeader({ readingFace = false, themeButton = false }: SiteHeaderProps) {
  const header = useRef<HTMLElement>(null)
  useHeaderAway(header)
  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b border-line bg-paper px-4 motion-safe:transition-transform motion-safe:duration-300 sm:px-6 max-md:[&[data-away]:not(:focus-within):not(:has([open]))]:-translate-y-full"
    >
      {/* In the order the keyboard takes it: the name, the links (or the menu holding them), the theme button. */}
      <nav aria-label={words.nav} className="mx-auto flex max-w-6xl items-center gap-x-1 py-1 md:gap-x-4">
        <Link
          to="/"
          activeOptions={{ exact: true, includeHash: true }}
          className={`me-auto inline-flex min-h-11 items-center font-serif text-xl leading-tight ${readingFace ? 'font-normal' : 'font-semibold'}`}
        >
          {author.name}
        </Link>
        <SiteMenu />
        <HeaderLinks
          className="hidden text-sm font-semibold md:flex"
          linkClassName="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md px-2 hover:text-accent hover:underline"
        />
        {themeButton && (
          // Its place is kept before the app runs, so nothing moves when the button appears.
          <div className="size-11 shrink-0">
            <AfterHydration>
              <ThemeToggle />
            </AfterHydration>
          </div>
        )}
      </nav>
      <OfflineIndicator />
    </header>
  )
}
