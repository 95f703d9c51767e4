import type { Plugin, Rollup } from 'vite'
import { requireInHtml } from './replace-in-html.ts'

const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">/g
const manifestTag = /<link rel="manifest" href="([^"]+)">/

/**
 * Longest wait for the first paint's entry after the first frame: a page with nothing contentful
 * to paint (a path the home's HTML is served for, hidden until the app replaces it) reports none.
 */
export const paintWaitMs = 500

/**
 * The HTML is prerendered, so the reader can read before any script runs. Downloading and
 * evaluating all the JavaScript at once would compete with that first paint (and with the
 * heading font) on a slow phone; so the app's modules are requested only once the first paint is
 * on screen (its Paint Timing entry; the frame callback comes before the paint): first all of them
 * in parallel (modulepreload), then the entry. Each request is a task of its own: the browser's
 * work per request adds up (a millisecond or more on a slow phone), and one task for all of them
 * would keep a tap waiting. The manifest waits too: the browser fetches it as soon as it is named,
 * competing with the first screen, yet installing needs the app's worker, which starts only then.
 */
export function startAfterFirstPaint(): Plugin {
  const name = 'start-after-first-paint'
  return {
    name,
    apply: 'build',
    // The worker's plugin names the manifest in the HTML late (it is a 'post' plugin); this one follows it.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        requireInHtml(name, html, entryTag)
        requireInHtml(name, html, manifestTag)
        const manifest = html.match(manifestTag)?.[1]
        if (!bundle || !chunk) throw new Error(`${name}: Vite gave no entry chunk for the HTML's entry script`)
        const modules = startupModules(chunk, bundle).map((file) => `/${file}`)
        const start = `<script type="module">const modules = ${JSON.stringify(modules)}
const preload = (href) => document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
let started = false
const start = () => {
  if (started) return
  started = true
  document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: ${JSON.stringify(manifest)} }))
  for (const href of modules) setTimeout(() => preload(href))
  setTimeout(() => import(modules[0]))
}
if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
  new PerformanceObserver((_, observer) => { observer.disconnect(); start() }).observe({ type: 'paint', buffered: true })
requestAnimationFrame(() => setTimeout(start, ${paintWaitMs}))</script>`
        return html
          .replace(preloadTag, '')
          .replace(manifestTag, '')
          .replace(entryTag, () => start)
      },
    },
  }
}

/**
 * The entry and every module it starts with: what it imports, and what it imports dynamically
 * itself (src/main.tsx loads React, the router and the app in steps), with their imports.
 * Modules only the app imports on demand (sections, dialogs) are left to their own time.
 */
export function startupModules(entry: Rollup.OutputChunk, bundle: Rollup.OutputBundle): string[] {
  const found = new Set<string>()
  const visit = (file: string) => {
    const chunk = bundle[file]
    if (found.has(file) || chunk?.type !== 'chunk') return
    found.add(file)
    chunk.imports.forEach(visit)
  }
  visit(entry.fileName)
  entry.dynamicImports.forEach(visit)
  return [...found]
}
