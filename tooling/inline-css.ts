import type { Plugin } from 'vite'
import { editHtml, elementsOf, type HtmlElement, innerOf, requireElements } from './html/html-elements.ts'
import { cssTargets } from './page-css/css-targets.ts'
import { pageCuts } from './page-css/page-cuts.ts'
import { pageVocabulary } from './page-css/page-vocabulary.ts'
import { sheetAfterPage } from './page-css/sheet-after-page.ts'

const name = 'inline-stylesheet'
const isStylesheet = ({ tag, attributes }: HtmlElement) =>
  tag === 'link' && attributes.rel === 'stylesheet' && /^\/[^/].*\.css$/.test(attributes.href ?? '')

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
        const links = requireElements(name, elementsOf(html), 'stylesheet link', isStylesheet)
        return editHtml(
          html,
          links.map(({ start, end, attributes }) => {
            const fileName = attributes.href.slice(1)
            const asset = bundle?.[fileName]
            if (asset?.type !== 'asset') throw new Error(`${name}: the build has no stylesheet ${fileName}`)
            const css = String(asset.source)
            inlined.set(fileName, css)
            return { start, end, text: `<style>${css}</style>` }
          }),
        )
      },
    },
    // After the prerender has written every page from index.html: each page's copy is cut to its own HTML.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const cuts = new Map([...inlined.values()].map((css) => [css, pageCuts(css, targets)]))
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue
          const html = String(file.source)
          const elements = elementsOf(html)
          const vocabulary = pageVocabulary(html, elements)
          const styles = elements.filter(({ tag }) => tag === 'style')
          file.source = editHtml(
            html,
            styles.flatMap((style) => {
              const cutFor = cuts.get(innerOf(html, style))
              return cutFor ? [{ start: style.innerStart, end: style.innerEnd, text: cutFor(vocabulary) }] : []
            }),
          )
        }
        for (const [fileName, css] of inlined) {
          const file = bundle[fileName]
          if (file?.type === 'asset') file.source = sheetAfterPage(css, targets)
        }
      },
    },
  }
}
