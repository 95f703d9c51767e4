import type { Plugin } from 'vite'

/**
 * Puts the stylesheet (7 KB gzip) inside index.html. A separate file is a second round trip
 * before anything can paint; inline, the first response paints the page on its own.
 */
export function inlineStylesheet(): Plugin {
  const inlined = new Set<string>()
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    // Once in the HTML, the file itself would only be dead weight in the precache.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const fileName of inlined) delete bundle[fileName]
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle?.[fileName]
          if (asset?.type !== 'asset') return tag
          inlined.add(fileName)
          return `<style>${String(asset.source)}</style>`
        })
      },
    },
  }
}
