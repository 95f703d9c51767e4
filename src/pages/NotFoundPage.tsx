import { author } from 'virtual:content/author'
import { onlyBook } from 'virtual:content/site'
import * as words from 'virtual:words/notFound'
import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { notFoundPageMeta } from '#src/content/page-meta.ts'
import { fill } from '#src/content/words.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { PageFrame } from './PageFrame.tsx'
import { ReturnHome } from './ReturnHome.tsx'
import { usePageTitle } from './use-page-title.ts'

/** In the site's frame, as every other page, with its own title and a way on to the books as well as home. */
export function NotFoundPage() {
  const { pathname } = useLocation()
  usePageTitle(notFoundPageMeta(author.name).title)

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <PageFrame>
      <section aria-labelledby="not-found-heading" className="mx-auto grid max-w-md justify-items-center text-center">
        <h1 id="not-found-heading" className="mb-4 text-5xl font-semibold">
          404
        </h1>
        <p className="mb-2 text-xl text-muted">{words.heading}</p>
        <p className="mb-8 text-balance text-muted">
          {fill(onlyBook ? words.movedOne : words.moved, { name: author.firstName })}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-4">
          {/* A document load: the browser itself lands on #books in the home's prerendered HTML. */}
          <a href="/#books" className={buttonClass('primary')}>
            {onlyBook ? words.book : words.books}
          </a>
          <ReturnHome />
        </div>
      </section>
    </PageFrame>
  )
}
