import react from '@vitejs/plugin-react'
import { createServer, type Plugin, type Rollup, type ViteDevServer } from 'vite'
import type { PrerenderedPage } from '#src/content/prerendered-page.ts'
import type { PageHead } from './content/head-tags.ts'
import { type EventFiles, eventsReport } from './events-report.ts'
import { editHtml, elementsOf, endOfHead, type HtmlElement, requireElements } from './html/html-elements.ts'
import { responsiveImages } from './images/responsive-images.ts'
import { socialCard } from './images/social-card.ts'
import { pageFiles } from './page-file.ts'
import { pageDays } from './page-sources.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

export const isRoot = ({ tag, attributes, innerStart, innerEnd }: HtmlElement) =>
  tag === 'div' && attributes.id === 'root' && innerStart === innerEnd
export const rootWhat = 'empty <div id="root">'

/** A page as rendered: the preloads React derived (for <head>) and the markup (for #root). */
export interface Rendered {
  head: string
  markup: string
}

interface RenderedPage extends Rendered {
  kind: PrerenderedPage['kind']
  path: string
  file: string
  indexed: boolean
  pageHead: PageHead
}

/**
 * Writes each page's full HTML: the home page into the built index.html, every book's page and
 * sample into a file of its own, so a reader sees the page before any script has run; src/main.tsx
 * then hydrates it. The app's own modules are rendered through a throwaway Vite server (with the
 * images and content plugins, for `virtual:content`), so the build needs no second bundle and no
 * Node-side copy of the app. sitemap.xml lists them all, each with the day its content files last changed.
 */
/** What the build learns of the pages it wrote, for the plugins that run after it (the worker's). */
export interface PrerenderApi {
  pages: () => readonly Pick<PrerenderedPage, 'kind' | 'path'>[]
}

export function prerenderPages(
  content: Plugin,
  homeHead: PageHead,
  contentDir: string,
): Plugin<PrerenderApi> & { api: PrerenderApi } {
  const name = 'prerender-pages'
  let home: Rendered | undefined
  let pages: RenderedPage[] = []
  let events: EventFiles = { files: [], upcoming: 0, past: 0 }
  let failure: Error | undefined
  return {
    name,
    apply: 'build',
    // A failed prerender is what later plugins (the worker's) meet when they ask for the pages, not an empty list.
    api: {
      pages: () => {
        if (failure) throw failure
        return pages
      },
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        let renderer: ViteDevServer | undefined
        try {
          const elements = elementsOf(html)
          const [root] = requireElements(name, elements, rootWhat, isRoot)
          renderer = await createServer({
            configFile: false,
            logLevel: 'error',
            appType: 'custom',
            plugins: [react(), responsiveImages(), content],
            // No file watcher: it would walk the whole project for a server that lives for one render.
            server: { middlewareMode: true, hmr: false, ws: false, watch: null },
            // It serves no browser: pre-bundling the app's dependencies for one would cost seconds on a fresh clone.
            optimizeDeps: { noDiscovery: true, include: [] },
          })
          const app = await renderer.ssrLoadModule('/src/prerender.tsx')
          const siteUrl = process.env.VITE_SITE_URL ?? ''
          // The headings' face starts with the stylesheet, on every page: the prose's waits for a later visit.
          const headingsFace = Object.keys(bundle ?? {})
            .filter((file) => /\/fraunces-headings-[^/]+\.woff2$/.test(file))
            .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`)
            .join('')
          const render = async (path: string, structuredData: string): Promise<Rendered> => {
            const rendered: string = await app.renderPage(path).catch((error: unknown) => {
              throw new Error(`${name}: ${path} did not render: ${error instanceof Error ? error.message : error}`)
            })
            const { head, markup } = renderedParts(rendered)
            return { head: `${headingsFace}${head}${structuredData}`, markup }
          }
          home = await render('/', app.structuredDataScript(siteUrl))
          pages = []
          // Vite loads the module untyped; what it returns is src/content/prerendered-page.ts's type.
          const toRender: PrerenderedPage[] = app.prerenderedPages(siteUrl)
          for (const page of toRender) {
            pages.push({
              kind: page.kind,
              ...(await render(page.path, page.structuredData ? app.jsonLdScript(page.structuredData) : '')),
              path: page.path,
              file: page.file,
              indexed: page.indexed !== false,
              pageHead: pageHeadOf(page, homeHead, siteUrl),
            })
          }
          // Stamped with the build's time: each file's DTSTAMP, as the pages are dated by the build's day.
          events = app.eventFiles(new Date())
          const markup = home.markup
          return editHtml(html, [
            endOfHead(name, html, elements, home.head),
            { start: root.innerStart, end: root.innerEnd, text: markup },
          ])
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error))
          throw failure
        } finally {
          await renderer?.close()
        }
      },
    },
    // The home page's HTML is final only now, every plugin's changes made: each other page is that
    // HTML with the home's own parts swapped for its own, so all share one set of inline scripts (one CSP).
    generateBundle: {
      order: 'post',
      async handler(_, bundle) {
        const index = bundle['index.html']
        if (index?.type !== 'asset' || !home) throw new Error(`${name}: the build wrote no index.html`)
        const pageFile = pageFiles(String(index.source), home, homeHead)
        // One card for the same pictures, each page saying its own words of it: a series' picture may be its first book's cover.
        const cards = new Map<string, Promise<CardFile>>()
        const cardFor = async (image: PageHead['image']): Promise<PageHead['image']> => {
          const pictures = [image.url, ...(image.beside ?? [])]
          const made = cards.get(pictures.join(' ')) ?? socialCardOf(pictures, bundle, (card) => this.emitFile(card))
          cards.set(pictures.join(' '), made)
          return { ...(await made), alt: image.alt }
        }
        for (const page of pages) {
          // A page with a picture of its own (a book's cover, a post's image) gets a card made of it; others share the home's.
          const { image } = page.pageHead
          const pageHead =
            image.url !== homeHead.image.url ? { ...page.pageHead, image: await cardFor(image) } : page.pageHead
          this.emitFile({
            type: 'asset',
            fileName: page.file,
            source: pageFile({ ...page, pageHead }),
          })
        }
        const siteUrl = process.env.VITE_SITE_URL ?? ''
        const paths = ['/', ...pages.filter((page) => page.indexed).map((page) => page.path)]
        const dayOf = pageDays(contentDir)
        const listed = paths.map((path) => ({ path, lastmod: dayOf(path) }))
        this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl, listed) })
        this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) })
        for (const { fileName, source } of events.files) this.emitFile({ type: 'asset', fileName, source })
        if (events.files.length > 0) console.log(eventsReport(events))
      },
    },
  }
}

/** A card's file, as a page's head names it. */
type CardFile = Omit<PageHead['image'], 'alt' | 'beside'>

/** A page's card (tooling/images/social-card.ts) of the pictures the build wrote at these addresses, emitted beside them. */
async function socialCardOf(
  urls: readonly string[],
  bundle: Rollup.OutputBundle,
  emit: (file: { type: 'asset'; fileName: string; source: Uint8Array }) => void,
): Promise<CardFile> {
  const pictures = urls.map((url) => {
    const picture = bundle[new URL(url, 'http://site.invalid').pathname.slice(1)]
    if (picture?.type !== 'asset') throw new Error(`prerender-pages: no built file for the card image ${url}`)
    return picture
  })
  const card = await socialCard(pictures)
  emit({ type: 'asset', fileName: card.fileName, source: card.source })
  return { url: new URL(`/${card.fileName}`, urls[0]).href, width: card.width, height: card.height }
}

function pageHeadOf(page: PrerenderedPage, homeHead: PageHead, siteUrl: string): PageHead {
  const { title, description } = page.meta
  const { image } = page
  return {
    ...homeHead,
    title,
    description,
    socialDescription: description,
    url: page.kind === 'not-found' ? undefined : `${siteUrl}${page.path}`,
    // A post is an article, with its image or without; any other page with an image of its own a book's.
    type: page.kind === 'news-post' ? 'article' : image ? 'book' : homeHead.type,
    ...(image && {
      image: {
        url: `${siteUrl}${image.src}`,
        width: image.width,
        height: image.height,
        alt: image.alt,
        beside: image.beside?.map((src) => `${siteUrl}${src}`),
      },
      largeCard: true,
    }),
    noindex: page.indexed === false,
    noReferrer: page.secretInAddress === true,
  }
}

/**
 * React puts the preloads it derives (the first cover) before a page's markup; they belong in <head>, where they start
 * the download early and where hydration does not look for them.
 */
export function renderedParts(rendered: string): Rendered {
  let end = 0
  for (const element of elementsOf(rendered)) {
    if (element.start !== end || element.tag !== 'link') break
    end = element.end
  }
  return { head: rendered.slice(0, end), markup: rendered.slice(end) }
}
