import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { App } from './app/App.tsx'
import { createAppRouter } from './app/router.tsx'

export { prerenderedPages } from './content/prerendered-pages.ts'
export { jsonLdScript, structuredDataScript } from './content/structured-data.ts'

/** Run by the build (tooling/prerender.ts) to write a page's HTML: the home page into index.html, each other into its own file. */
export async function renderPage(path: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  // The first pass waits for the lazily loaded sections; once they have resolved, the second
  // renders them in place. (A single pass would stream the late ones as hidden out-of-order
  // segments that only an inline script can reveal, and nothing must depend on a script here.)
  await prerender(<App router={router} />)
  return renderToString(<App router={router} />)
}
