import { createMemoryHistory } from '@tanstack/react-router'
import { App } from './app/App.tsx'
import { createAppRouter } from './app/router.tsx'
import { wholeHtml } from './whole-html.ts'

export { prerenderedPages } from './content/prerendered-pages.ts'
export { jsonLdScript, structuredDataScript } from './content/structured-data.ts'

/** Run by the build (tooling/prerender.ts) to write a page's HTML: the home page into index.html, each other into its own file. */
export async function renderPage(path: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  return wholeHtml(() => <App router={router} />)
}
