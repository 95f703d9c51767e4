import type { Plugin } from 'vite'
import { notFoundPath, type PrerenderedPage } from '#src/content/prerendered-page.ts'
import { editHtml, elementsOf, endOfHead, requireElements } from './html/html-elements.ts'
import { isRoot, renderedParts, rootWhat } from './prerender.ts'

/**
 * `npm run dev` serves each page with its markup already in it, as the build writes it, so the app starts as it does
 * for a reader (src/main.tsx hydrates the page instead of drawing it): a change to the start-up is seen on save. A
 * path with no page gets the 404 page, as a host serves it.
 */
export function prerenderInDev(): Plugin {
  const name = 'prerender-dev'
  return {
    name,
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { originalUrl, server }) {
        if (!server) return html
        const app = await server.ssrLoadModule('/src/prerender.tsx')
        // src/prerender.tsx's prerenderedPages, loaded untyped.
        const pages: PrerenderedPage[] = app.prerenderedPages('')
        const asked = new URL(originalUrl ?? '/', 'http://local').pathname
        const path = asked === '/' || pages.some((page) => page.path === asked) ? asked : notFoundPath
        const { head, markup } = renderedParts(await app.renderPage(path === notFoundPath ? asked : path))
        const elements = elementsOf(html)
        const [root] = requireElements(name, elements, rootWhat, isRoot)
        const [meta] = requireElements(
          name,
          elements,
          '<meta name="prerendered">',
          (element) => element.tag === 'meta' && element.attributes.name === 'prerendered',
        )
        return editHtml(html, [
          { start: meta.start, end: meta.end, text: `<meta name="prerendered" content="${path}" />` },
          endOfHead(name, html, elements, head),
          { start: root.innerStart, end: root.innerEnd, text: markup },
        ])
      },
    },
  }
}
