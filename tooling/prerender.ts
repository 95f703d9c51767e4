import react from '@vitejs/plugin-react'
import { createServer, type Plugin } from 'vite'
import { responsiveImages } from './images/responsive-images.ts'
import { replaceInHtml, requireInHtml } from './replace-in-html.ts'

const emptyRoot = '<div id="root"></div>'

/**
 * Writes the home page's full HTML into the built index.html, so a reader sees the page before
 * any script has run; src/main.tsx then hydrates it. The app's own modules are rendered through
 * a throwaway Vite server (with the images and content plugins, for `virtual:content`), so the
 * build needs no second bundle and no Node-side copy of the app.
 */
export function prerenderHomePage(content: Plugin): Plugin {
  const name = 'prerender-home-page'
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        requireInHtml(name, html, emptyRoot)
        const renderer = await createServer({
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          plugins: [react(), responsiveImages(), content],
          server: { middlewareMode: true, hmr: false, ws: false },
        })
        try {
          const { renderHomePage, structuredDataScript } = await renderer.ssrLoadModule('/src/prerender.tsx')
          const rendered: string = await renderHomePage()
          // React puts the preloads it derives (the first cover) before the markup; they belong in
          // <head>, where they start the download early and where hydration does not look for them.
          const preloads = rendered.match(/^(<link [^>]*\/>)*/)?.[0] ?? ''
          const markup = rendered.slice(preloads.length)
          // Only the headings' face starts with the stylesheet: the quotes' one must not slow the first screen.
          const fonts = Object.keys(bundle ?? {})
            .filter((file) => /\/fraunces-headings-[^/]+\.woff2$/.test(file))
            .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`)
            .join('')
          const head = `${fonts}${preloads}${structuredDataScript(process.env.VITE_SITE_URL)}</head>`
          const withPage = replaceInHtml(name, html, emptyRoot, () => `<div id="root">${markup}</div>`)
          return replaceInHtml(name, withPage, '</head>', () => head)
        } finally {
          await renderer.close()
        }
      },
    },
  }
}
