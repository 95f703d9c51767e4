/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import type { WorkboxPlugin } from 'workbox-core/types.js'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { outboxSyncTag } from '#src/outbox/outbox-names.ts'
import { flushForBackgroundSync, siteOutbox } from '#src/outbox/site-outbox.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

// Everything the first screens show, lazily loaded chunks included, is in the build's manifest.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/** Keeps each of the site's own built files of this kind once loaded; its name carries its hash: never stale. */
function keepOnceSeen(destination: RequestDestination, cacheName: string) {
  registerRoute(
    ({ request, url }) =>
      request.destination === destination && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
    new CacheFirst({ cacheName, plugins: [new ExpirationPlugin({ maxEntries: 500, purgeOnQuotaError: true })] }),
  )
}

// Covers past the first screens are not precached (decision 0029): each is kept once a reader has seen it,
// so a long backlist costs the install nothing.
keepOnceSeen('image', 'images-seen')
// Nor are the books' own modules past the first screens (their long text, their sample; decision 0046):
// a book page or dialog seen once opens offline.
keepOnceSeen('script', 'code-seen')

// A book's page, its sample, a series' page, the events page, the news page, a post's and the press kit are not precached (decision 0012): each is kept once read, and
// without a network or a kept copy the app shell renders it, from the precached code and content.
// Only the content's own addresses, exactly: a crawler's or a bad link's keep no copy.
const bookPages = 'book-pages'
// The calendar files a kept page links to (the events page's: each event's and the feed) are kept with it, so a
// reader offline still saves the event they read of; online each is fetched fresh, as the page is.
const calendars = 'calendars'
const keepItsCalendars: WorkboxPlugin = {
  cacheDidUpdate: async ({ request }) => {
    const page = await (await caches.open(bookPages)).match(request)
    const files = [...((await page?.text()) ?? '').matchAll(/href="(\/[^"]+\.ics)"/g)].map(([, path]) => path)
    // A file the network does not give now is only not kept: the page it came with is.
    if (files.length > 0) await (await caches.open(calendars)).addAll([...new Set(files)]).catch(() => undefined)
  },
}
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: bookPages,
      plugins: [{ handlerDidError: () => matchPrecache('index.html') }, keepItsCalendars],
    }),
    { allowlist: import.meta.env.BOOK_PAGES.map((path) => new RegExp(`^${path}$`)) },
  ),
)
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.endsWith('.ics'),
  new NetworkFirst({ cacheName: calendars }),
)
// A kept page names the code of the version that kept it: a new version starts without them (and their calendars).
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([caches.delete(bookPages), caches.delete(calendars)])),
)

// The catalogue is precached as its own page, so offline it opens with every book listed, as online.
registerRoute(new NavigationRoute(createHandlerBoundToURL('books.html'), { allowlist: [/^\/books$/] }))

// Every other page is the same app shell; the router decides between home and 404, online or not.
// The function's path is an API, never a page: it must always reach the network; so is a calendar file
// (an event's, the feed), which a reader opens or saves from a link.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/functions\//, /\.ics$/] }))

// The page asks before a new version takes over (the "Reload" of the update toast).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// The contact outbox: Background Sync delivers waiting messages once the browser sees a network,
// even with every tab closed; a rejected waitUntil makes the browser try again later.
self.addEventListener('sync', (event) => {
  if (event.tag === outboxSyncTag) event.waitUntil(flushForBackgroundSync())
})
// A worker start may follow a long pause (a closed browser): send what waited meanwhile.
siteOutbox.flush('reconnect').catch((error: unknown) => console.warn('The contact outbox could not be flushed:', error))

// On the very first visit, take control at once so the site works offline without a reload.
clientsClaim()
