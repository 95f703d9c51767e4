import { author } from 'virtual:content/author'
import * as words from 'virtual:words/header'
import { Link } from '@tanstack/react-router'
import { AfterHydration } from '#src/ui/AfterHydration.tsx'
import { OfflineIndicator } from '#src/widgets/offline/OfflineIndicator.tsx'
import { ThemeToggle } from '#src/widgets/theme/ThemeToggle.tsx'
import { HeaderLinks } from './HeaderLinks.tsx'
import { SiteMenu } from './SiteMenu.tsx'

interface SiteHeaderProps {
  /** The site's name in the reading face, not the headings': a sample's page is set in that face alone. */
  readingFace?: boolean
  /** The theme button at the row's end, off the page's content; the home's floats in its bottom-right corner. */
  themeButton?: boolean
}

/**
 * Every page's way through the site, plain links in the prerendered HTML, so they work before the
 * app runs and without it. One row: on a phone the links are behind a menu button (decision 0040).
 */
export function SiteHeader({ readingFace = false, themeButton = false }: SiteHeaderProps) {
  return (
    <>
      <header className="relative border-b border-line px-4 sm:px-6">
        {/* In the order the keyboard takes it: the name, the links (or the menu holding them), the theme button. */}
        <nav aria-label={words.nav} className="mx-auto flex max-w-6xl items-center gap-x-1 py-1 md:gap-x-4">
          <Link
            to="/"
            activeOptions={{ exact: true, includeHash: true }}
            className={`mr-auto inline-flex min-h-11 items-center font-serif text-xl leading-tight ${readingFace ? 'font-normal' : 'font-semibold'}`}
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
      </header>
      <OfflineIndicator />
    </>
  )
}
