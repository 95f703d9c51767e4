import type { Plugin } from 'vite'

const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * The HTML is prerendered, so the reader can read before any script runs. Downloading and
 * evaluating ~320 KB of JavaScript at once would compete with that first paint (and with the
 * heading font) on a slow phone; so the app's modules are requested only once the browser has
 * painted: first all of them in parallel (modulepreload), then the entry.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = html.match(entryTag)?.[1]
        if (!entry) return html
        const modules = [entry, ...[...html.matchAll(preloadTag)].map((match) => match[1])]
        const start = `<script type="module">const modules = ${JSON.stringify(modules)}
requestAnimationFrame(() => setTimeout(() => {
  for (const href of modules) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
  import(modules[0])
}))</script>`
        return html.replace(preloadTag, '').replace(entryTag, () => start)
      },
    },
  }
}
