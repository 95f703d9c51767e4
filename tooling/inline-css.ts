import type { Plugin } from 'vite'
import { cssTargets } from './page-css/css-targets.ts'
import { pageCuts } from './page-css/page-cuts.ts'
import { pageVocabulary } from './page-css/page-vocabulary.ts'
import { sheetAfterPage } from './page-css/sheet-after-page.ts'
import { replaceInHtml } from './replace-in-html.ts'

const name = 'inline-stylesheet'
const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g

/**
 * Puts the stylesheet inside each page, cut to the rules that page's HTML can use. A separate file
 * is a second round trip before anything can paint; inline, the first response paints the page on
 * its own, and the cut keeps that response within the first round trip. The whole stylesheet stays
 * a file of its own, for what the app draws later (dialogs, the chat, toasts, other pages): the
 * after-paint starter loads it, and the worker precaches it. Every page is cut from index.html's
 * copy, so the file need not declare again what every cut keeps (sheetAfterPage).
 */
export function inlineStylesheet(): Plugin {
  const inlined = new Map<string, string>()
  let targets: ReturnType<typeof cssTargets>
  return {
    name,
    apply: 'build',
    configResolved(config) {
      targets = cssTargets(config.build.cssTarget)
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return replaceInHtml(name, html, stylesheetLink, (_, fileName) => {
          const asset = bundle?.[fileName]
          if (asset?.type !== 'asset') throw new Error(`${name}: the build has no stylesheet ${fileName}`)
          const css = String(asset.source)
          inlined.set(fileName, css)
          return `<style>${css}</style>`
        })
      },
    },
    // After the prerender has written every page from index.html: each page's copy is cut to its own HTML.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const cuts = [...inlined.values()].map((css) => ({
          style: `<style>${css}</style>`,
          cutFor: pageCuts(css, targets),
        }))
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue
          let html = String(file.source)
          for (const { style, cutFor } of cuts) {
            if (html.includes(style)) html = html.replace(style, () => `<style>${cutFor(pageVocabulary(html))}</style>`)
          }
          file.source = html
        }
        for (const [fileName, css] of inlined) {
          const file = bundle[fileName]
          if (file?.type === 'asset') file.source = sheetAfterPage(css, targets)
        }
      },
    },
  }
}
