import { startTransition } from 'react'
import { hydrationMark, partsToReport } from './start/hydration-mark.ts'
import { layOutWholePageOnNavigation } from './start/lazy-layout.ts'
import { loadRouteCode } from './start/load-route-code.ts'
import { nextTask } from './start/next-task.ts'
import { atPrerenderedPath, holdsNotFound } from './start/prerendered-page.ts'
import { loadQuoteFace } from './start/quote-face.ts'
import { showsNotFound } from './start/shows-not-found.ts'
import './app.css'

// The page is already on screen (prerendered), so starting the app is never urgent, and done at
// once it would hold the main thread for one long stretch a tap could not get through. Each step
// below is its own task: React, the router, the app, each route's code, its data, then hydration in slices.
loadQuoteFace()
const { createRoot, hydrateRoot } = await import('react-dom/client')
await nextTask()
await import('./start/steps/router-library.ts')
await nextTask()
const [{ createAppRouter }, { App }] = await Promise.all([import('./app/router.tsx'), import('./app/App.tsx')])
await nextTask()
const router = createAppRouter()
await nextTask()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root to start the app in')
hydrationMark.expect(partsToReport(location.pathname))

// Each HTML file carries one page prerendered at build time, at the path its meta names (404.html, at any
// path without a file). There React adopts that markup; on any other path (the home's file, served by the
// worker) it is replaced by what the router renders.
const prerendered = atPrerenderedPath() && container.hasChildNodes()
if (prerendered) {
  await loadRouteCode(router)
  await router.load()
}
// The 404 file served where the router finds a page after all holds another page than the router's.
if (prerendered && (!holdsNotFound() || showsNotFound(router))) {
  layOutWholePageOnNavigation(router)
  await nextTask()
  // What TanStack's own SSR client sets before hydrating: render the matched routes as the
  // server did (no client-only Suspense around them). router.load() above ran the loaders here, so no data to restore.
  router.ssr = { manifest: undefined }
  // A transition lets React hydrate in slices, yielding between them; an early tap still hydrates
  // its target first.
  startTransition(() => {
    hydrateRoot(container, <App router={router} />)
  })
} else {
  container.replaceChildren()
  document.documentElement.classList.remove('not-prerendered')
  createRoot(container).render(<App router={router} />)
}
