import type { Plugin, Rollup } from 'vite'
import { editHtml, elementsOf, type HtmlElement, requireElements } from '../html/html-elements.ts'
import { importOf, inlineScript } from './inline-script.ts'

const isEntry = ({ tag, attributes }: HtmlElement) =>
  tag === 'script' && attributes.type === 'module' && 'src' in attributes
const isPreload = ({ tag, attributes }: HtmlElement) => tag === 'link' && attributes.rel === 'modulepreload'
const isManifest = ({ tag, attributes }: HtmlElement) => tag === 'link' && attributes.rel === 'manifest'

/**
 * Longest wait for the first paint's entry after the first frame: a page with nothing contentful
 * to paint (a path the home's HTML is served for, hidden until the app replaces it) reports none.
 */
export const paintWaitMs = 500

/**
 * Replaces the entry's script and preloads with src/start/after-paint/start-app.ts inline, told the
 * entry's modules, its stylesheet and the manifest, which it names only once the first paint is on screen.
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
      async handler(html, { bundle, chunk }) {
        const elements = elementsOf(html)
        const [entry] = requireElements(name, elements, 'module entry script', isEntry)
        const [manifestLink] = requireElements(name, elements, 'manifest link', isManifest)
        const manifest = manifestLink.attributes.href
        if (!bundle || !chunk) throw new Error(`${name}: Vite gave no entry chunk for the HTML's entry script`)
        const modules = startupModules(chunk, bundle).map((file) => `/${file}`)
        // The stylesheet the entry imports: inline only in part (tooling/inline-css.ts), whole from the starter.
        const stylesheets = [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`)
        const code = await inlineScript(
          `import { startAppAfterFirstPaint } from ${importOf('after-paint/start-app.ts')}
startAppAfterFirstPaint(${JSON.stringify(modules)}, ${JSON.stringify(stylesheets)}, ${JSON.stringify(manifest)}, ${paintWaitMs})`,
        )
        const removed = elements.filter((element) => isPreload(element) || isManifest(element))
        return editHtml(html, [
          ...removed.map(({ start, end }) => ({ start, end, text: '' })),
          { start: entry.start, end: entry.end, text: `<script type="module">${code}</script>` },
        ])
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
