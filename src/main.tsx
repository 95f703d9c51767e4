import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { createAppRouter } from './router'
import './app.css'

const container = document.getElementById('root')!
const router = createAppRouter()

// index.html carries the home page prerendered at build time. On `/` React adopts that markup;
// on any other path (served the same file) it is replaced by what the router renders there.
if (location.pathname === '/' && container.hasChildNodes()) {
  await router.load()
  // What TanStack's own SSR client sets before hydrating: render the matched routes as the
  // server did (no client-only Suspense around them). The page has no loaders, so no data to restore.
  router.ssr = { manifest: undefined }
  hydrateRoot(container, <App router={router} />)
} else {
  container.replaceChildren()
  document.documentElement.classList.remove('not-home')
  createRoot(container).render(<App router={router} />)
}
