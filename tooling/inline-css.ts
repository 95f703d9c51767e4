import type { Plugin } from 'vite'
import { replaceInHtml } from './replace-in-html.ts'

const name = 'inline-stylesheet'
const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g

/**
 * Puts the stylesheet inside index.html. A separate file is a second round trip
 * before anything can paint; inline, the first response paints the page on its own.
 */
export function inlineStylesheet(): Plugin {
  const inlined = new Set<string>()
  return {
    name,
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
        return replaceInHtml(name, html, stylesheetLink, (_, fileName) => {
          const asset = bundle?.[fileName]
          if (asset?.type !== 'asset') throw new Error(`${name}: the build has no stylesheet ${fileName}`)
          inlined.add(fileName)
          return `<style>${String(asset.source)}</style>`
        })
      },
    },
  }
}
