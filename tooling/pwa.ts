import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { fill } from '#src/content/words.ts'
import { builtFolder } from './built-folder.ts'
import { sizeOf } from './bundle-size.ts'
import type { CheckedContent } from './content/schema.ts'
import type { Screenshot } from './content/screenshots.ts'
import { textDirection } from './content/text-direction.ts'
import type { ContentApi } from './content/vite-plugin.ts'
import type { SiteWords } from './content/words/site-words.ts'
import { firstScreenBooks, firstScreenImages } from './first-screen-images.ts'
import type { ResponsiveImagesApi } from './images/responsive-images.ts'
import { precacheReport } from './precache-report.ts'
import type { PrerenderApi } from './prerender.ts'

/** A file above this (raw bytes, before gzip) fails the build rather than silently leaving the precache. */
const largestPrecachedFile = 512 * 1024

/** Each book's page and sample, each series' page, the events page, the news page, each post's and the press kit, as the build wrote them: the only pages the worker keeps as read, so bad links cannot fill its cache. */
function keptAsRead(prerender: PrerenderApi): string[] {
  const kept = prerender
    .pages()
    .filter((page) => ['book', 'sample', 'series', 'events', 'news', 'news-post', 'press'].includes(page.kind))
  if (kept.length === 0) throw new Error('pwa: the worker was built before the pages were prerendered')
  return kept.map((page) => page.path)
}

const serviceWorkerEnv = (prerender: PrerenderApi) => ({
  'import.meta.env.SERVICE_WORKER': 'true',
  'import.meta.env.BOOK_PAGES': JSON.stringify(keptAsRead(prerender)),
})

/**
 * The manifest in the content's words, the site's language and palette. Of the widths made of each raster image, only
 * its `src` (a phone's 1x, every screen's offline fallback) is precached (decision 0009), and only
 * for the images the first screens show; the worker keeps the others as they are seen (decision 0029).
 * Likewise each book's own modules (its long text, its sample): those of the first screens' books only (decision 0046).
 * The build says what the precache holds.
 */
export function pwa(
  content: CheckedContent,
  words: SiteWords['manifest'],
  screenshots: Screenshot[],
  images: ResponsiveImagesApi,
  prerender: PrerenderApi,
  contentModules: ContentApi,
): Plugin[] {
  const { site, author } = content
  const folder = builtFolder()
  const firstScreen = new Set(firstScreenImages(content).map((image) => image.imageFile))
  const precachedImages = () =>
    new Set([...images.built].filter(([file]) => firstScreen.has(file)).map(([, src]) => src))
  const firstBooks = new Set(firstScreenBooks(content).map((book) => book.slug))
  const workerPlugins = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    // The page registers the worker itself (src/widgets/app-updates), after the first paint.
    injectRegister: false,
    includeManifestIcons: false,
    injectManifest: {
      // One pattern: an author with no raster images has no .avif, and a pattern matching nothing warns.
      globPatterns: ['**/*.{js,css,html,svg,woff2,txt,avif}'],
      // Each book's, series' and post's pages (and the events and news pages) are kept as they are read, not all in advance: decision 0012. The
      // newsletter's link pages act only online; offline the app shell renders them, to say so, and the 404 too.
      // The press kit's full-size originals are for downloading online (decision 0074); the author's desk is
      // hers alone, online (decision 0080).
      globIgnores: [
        '**/node_modules/**/*',
        'books/**',
        'series/**',
        'events.html',
        'news.html',
        'news/**',
        'press.html',
        'assets/press/**',
        'newsletter/**',
        '404.html',
        'admin/**',
      ],
      manifestTransforms: [
        async (entries) => {
          const contentImages = new Set(images.built.values())
          const kept = precachedImages()
          const bookChunks = contentModules.bookChunks()
          const laterBooks = new Set(
            bookChunks.filter((chunk) => !firstBooks.has(chunk.slug)).map((chunk) => chunk.file),
          )
          const manifest = entries.filter(
            (entry) =>
              (!(entry.url.endsWith('.avif') || contentImages.has(entry.url)) || kept.has(entry.url)) &&
              !laterBooks.has(entry.url),
          )
          // The plugin adds the web manifest after these transforms; the report counts it as the worker will.
          const urls = new Set([...manifest.map((entry) => entry.url), 'manifest.webmanifest'])
          const sized = [...urls]
            .filter((url) => existsSync(join(folder.dir, url)))
            .map((url) => sizeOf(folder.dir, url))
          const bookModules = { precached: bookChunks.length - laterBooks.size, total: bookChunks.length }
          console.log(
            precacheReport(sized, { images: { precached: kept.size, total: contentImages.size }, bookModules }),
          )
          return { manifest, warnings: [] }
        },
      ],
      maximumFileSizeToCacheInBytes: largestPrecachedFile,
      // The outbox is shared with the page; in the worker it sends through FunctionsClient alone (decision 0004).
      buildPlugins: { vite: [{ name: 'service-worker-env', config: () => ({ define: serviceWorkerEnv(prerender) }) }] },
    },
    manifest: {
      id: '/',
      name: site.app.name,
      short_name: site.app.shortName,
      description: site.app.description,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: site.language,
      dir: textDirection(site.language),
      theme_color: site.palette.light.paper,
      background_color: site.palette.light.paper,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        // The art keeps its shapes inside the central 80% circle, so the same drawing is safe to mask.
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      screenshots: screenshots.map(({ path, formFactor, width, height }) => ({
        src: `/${path}`,
        sizes: `${width}x${height}`,
        type: 'image/png',
        form_factor: formFactor,
        label: fill(formFactor === 'narrow' ? words.phoneScreenshot : words.homeScreenshot, { name: author.name }),
      })),
    },
  })
  return [...workerPlugins, { name: 'precache-report-folder', configResolved: folder.configResolved }]
}
