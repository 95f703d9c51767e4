import { author } from 'virtual:content/author'
import { headerLinks } from 'virtual:content/site'
import { Link } from '@tanstack/react-router'
import { AfterHydration } from '#src/ui/AfterHydration.tsx'
import { ThemeToggle } from '#src/widgets/theme/ThemeToggle.tsx'

const linkClass =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md px-1 hover:text-accent hover:underline md:px-2'

interface SiteHeaderProps {
  /** The site's name in the reading face, not the headings': a sample's page is set in that face alone. */
  readingFace?: boolean
  /** The theme button at the row's end, off the page's content; the home's floats in its corner, as the spec places it. */
  themeButton?: boolean
}

/**
 * Every page's way through the site, plain links in the prerendered HTML, so they work before the
 * app runs and without it. On a phone the links take a row of their own under the name.
 */
export function SiteHeader({ readingFace = false, themeButton = false }: SiteHeaderProps) {
  return (
    <header className="border-b border-line px-4 sm:px-6">
      {/* In the order the keyboard takes it; on a phone the links drop to a row of their own, the theme button stays up. */}
      <nav
        aria-label="Site"
        className="mx-auto grid max-w-6xl grid-cols-[1fr_auto] items-center py-1 md:flex md:gap-x-4"
      >
        <Link
          to="/"
          activeOptions={{ exact: true, includeHash: true }}
          className={`inline-flex min-h-11 items-center font-serif text-xl ${readingFace ? 'font-normal' : 'font-semibold'}`}
        >
          {author.name}
        </Link>
        <ul className="col-span-2 row-start-2 -mx-1 flex justify-between overflow-x-auto text-sm font-semibold md:mx-0 md:ml-auto md:w-auto md:justify-end">
          {headerLinks.map((link) => (
            <li key={link.label}>
              <Link
                to={link.to}
                hash={link.hash}
                activeOptions={{ exact: true, includeHash: true }}
                className={linkClass}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {themeButton && (
          // Its place is kept before the app runs, so nothing moves when the button appears.
          <div className="col-start-2 row-start-1 size-11">
            <AfterHydration>
              <ThemeToggle />
            </AfterHydration>
          </div>
        )}
      </nav>
    </header>
  )
}
