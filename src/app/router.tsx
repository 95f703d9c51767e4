import { newsletterOn, pressOn } from 'virtual:content/site'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { ErrorPage } from '#src/pages/ErrorPage.tsx'
import { bookRoute } from '#src/routes/book.tsx'
import { catalogueRoute } from '#src/routes/catalogue.tsx'
import { eventsRoute } from '#src/routes/events.tsx'
import { homeRoute } from '#src/routes/home.tsx'
import { newsRoute } from '#src/routes/news.tsx'
import { newsPostRoute } from '#src/routes/news-post.tsx'
import { newsletterConfirmRoute } from '#src/routes/newsletter-confirm.tsx'
import { newsletterUnsubscribeRoute } from '#src/routes/newsletter-unsubscribe.tsx'
import { pressRoute } from '#src/routes/press.tsx'
import { rootRoute } from '#src/routes/root.tsx'
import { sampleRoute } from '#src/routes/sample.tsx'
import { isSamplePath } from '#src/routes/sample-path.ts'
import { seriesRoute } from '#src/routes/series.tsx'
import { reportingLive } from '#src/start/reporting-live.tsx'
import { scrollAfterFirstRender } from '#src/start/scroll-after-first-render.ts'

const routeTree = rootRoute.addChildren([
  homeRoute,
  catalogueRoute,
  bookRoute,
  sampleRoute,
  seriesRoute,
  newsRoute,
  newsPostRoute,
  eventsRoute,
  // Without press.md there is no press kit: /press is an unknown address, the 404.
  ...(pressOn ? [pressRoute] : []),
  // A site without a newsletter sends no mail to link to them: their addresses are unknown ones, the 404.
  ...(newsletterOn.length > 0 ? [newsletterConfirmRoute, newsletterUnsubscribeRoute] : []),
])

/** A factory, so the build's prerender (memory history) and the browser make the same router. */
export function createAppRouter(history?: RouterHistory) {
  // Back from a book's page returns to where the reader was on the one before. A sample page
  // takes the reader back to their place itself, once it has read it; the router would then scroll over it.
  const mayScroll = scrollAfterFirstRender()
  return createRouter({
    routeTree,
    history,
    scrollRestoration: ({ location }) => mayScroll() && !isSamplePath(location.pathname),
    // A new page opens at its top and a return lands on the reader's place, at once, as the browser's
    // own back does: the page's smooth scrolling is for links within it, not a ride through the home.
    scrollRestorationBehavior: 'instant',
    defaultErrorComponent: reportingLive(ErrorPage),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
