import { author } from 'virtual:content/author'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Footer } from '#src/sections/footer/Footer.tsx'
import { AfterStart } from '#src/start/AfterStart.tsx'
import { tapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'
import { ThemeToggle } from '#src/widgets/theme/ThemeToggle.tsx'

const allBooks = (
  <Link to="/" hash="books">
    All books
  </Link>
)

interface PageFrameProps {
  /** Up a level: the books, unless the page names another way. */
  back?: ReactNode
  /** The site's name in the reading face, not the headings': a sample's page is set in that face alone. */
  readingFace?: boolean
  children: ReactNode
}

/** Every page but the home: a way home and back up, the page, the footer. */
export function PageFrame({ back = allBooks, readingFace = false, children }: PageFrameProps) {
  return (
    <>
      <header className="border-b border-line px-6 py-2">
        <nav aria-label="Site" className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
          <Link
            to="/"
            className={`${tapTargetClass} font-serif text-xl ${readingFace ? 'font-normal' : 'font-semibold'}`}
          >
            {author.name}
          </Link>
          {/* The page's own link, given as a node: its tap target comes from here. */}
          <span className={`${textLinkClass} [&>a]:inline-flex [&>a]:min-h-11 [&>a]:items-center`}>{back}</span>
        </nav>
      </header>
      <main className="px-6 py-12 sm:py-16">{children}</main>
      <Footer />
      <AfterStart>
        <ThemeToggle />
      </AfterStart>
    </>
  )
}
