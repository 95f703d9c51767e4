import { type ReactNode, useRef } from 'react'
import { Footer } from '#src/sections/footer/Footer.tsx'
import { SiteHeader } from '#src/sections/site-header/SiteHeader.tsx'
import { AfterHydration } from '#src/ui/AfterHydration.tsx'
import { textLinkClass } from '#src/ui/link-styles.ts'
import { pageColumn } from '#src/ui/page-column.ts'
import { useCornerClear } from '#src/widgets/floating-corner/use-corner-clear.ts'
import { ThemeToggle } from '#src/widgets/theme/ThemeToggle.tsx'

interface PageFrameProps {
  /** Up a level, where the page names one (the sample's book, the series' catalogue); the header has the rest. */
  back?: ReactNode
  /** What stands at the far end of the way back's row: the sample's text size. */
  beside?: ReactNode
  /** A reading page (a sample, a news post): on a phone, whose lines run under the corner, the theme button is in the header's row. */
  reading?: boolean
  /** The column the page's content keeps, which the way back stands over: the page's own by default, a sample's reading column. */
  column?: string
  /** The footer's contacts: the press kit, which lists them itself, leaves them out. */
  footerContacts?: boolean
  /** The page ends in a section that pads itself, as on the home (the newsletter's): the frame adds no space under it. */
  endsInSection?: boolean
  children: ReactNode
}

/**
 * Every page but the home: the site's header, the way back up, the page, the footer, and the theme
 * button where the home has it, floating in the corner, so the reader finds it in one place (but in
 * the header on a phone's reading page, where the corner would lie over its lines).
 */
export function PageFrame({
  back,
  beside,
  reading = false,
  column = pageColumn,
  footerContacts = true,
  endsInSection = false,
  children,
}: PageFrameProps) {
  // The floating theme button keeps off the footer's links (on a short page, in the first screen's corner).
  const footer = useRef<HTMLElement>(null)
  useCornerClear(footer)
  return (
    <>
      <SiteHeader>
        {reading && (
          <AfterHydration>
            <ThemeToggle inHeader className="md:hidden" />
          </AfterHydration>
        )}
      </SiteHeader>
      <main className={`px-6 ${endsInSection ? '' : 'pb-12 sm:pb-16'} ${back ? 'pt-4' : 'pt-12 sm:pt-16'}`}>
        {back && (
          // Marked when it holds tools at its end: the offline pill then hangs below the row, not over them.
          <div
            data-tools-row={beside ? '' : undefined}
            className={`${column} mb-8 flex items-center justify-between gap-3 sm:mb-12`}
          >
            {/* The page's own link, given as a node: its tap target comes from here. */}
            <p className={`min-w-0 ${textLinkClass} [&>a]:inline-flex [&>a]:min-h-11 [&>a]:items-center`}>{back}</p>
            {beside}
          </div>
        )}
        {children}
      </main>
      <Footer ref={footer} contacts={footerContacts} />
      {/* As on the home: it needs the app to do anything, so it appears once the app runs and no early tap is lost. */}
      <AfterHydration>
        <ThemeToggle className={reading ? 'max-md:hidden' : ''} />
      </AfterHydration>
    </>
  )
}
