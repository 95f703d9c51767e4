import { VitePWA } from 'vite-plugin-pwa'
import type { CheckedContent } from './content/schema.ts'
import type { Screenshot } from './content/screenshots.ts'
import type { ResponsiveImagesApi } from './images/responsive-images.ts'

/** A file above this (raw bytes, before gzip) fails the build rather than silently leaving the precache. */
const largestPrecachedFile = 512 * 1024

/** Each book's page and sample: the only pages the worker keeps as read, so bad links cannot fill its cache. */
const bookPages = (books: CheckedContent['books']) =>
  books.flatMap(({ slug, sample }) => [`/books/${slug}`, ...(sample ? [`/books/${slug}/sample`] : [])])

const serviceWorkerEnv = (books: CheckedContent['books']) => ({
  'import.meta.env.SERVICE_WORKER': 'true',
  'import.meta.env.BOOK_PAGES': JSON.stringify(bookPages(books)),
})

/**
 * The manifest in the content's words and palette. Of the widths made of each raster image, only
 * its `src` (a phone's 1x, every screen's offline fallback) is precached: decision 0009.
 */
export function pwa({ site, author, books }: CheckedContent, screenshots: Screenshot[], images: ResponsiveImagesApi) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    // The page registers the worker itself (src/widgets/app-updates), after the first paint.
    injectRegister: false,
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,woff2,txt}', 'assets/*.avif'],
      // Each book's pages are kept as they are read, not all in advance: decision 0012. The newsletter's
      // link pages act only online; offline the app shell renders them, to say so.
      globIgnores: ['**/node_modules/**/*', 'books/**', 'newsletter/**'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((entry) => !entry.url.endsWith('.avif') || images.precached.has(entry.url)),
          warnings: [],
        }),
      ],
      maximumFileSizeToCacheInBytes: largestPrecachedFile,
      // The outbox is shared with the page; in the worker it sends through FunctionsClient alone (decision 0004).
      buildPlugins: { vite: [{ name: 'service-worker-env', config: () => ({ define: serviceWorkerEnv(books) }) }] },
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
        label: formFactor === 'narrow' ? `${author.name}’s books on a phone` : `${author.name}’s home page`,
      })),
    },
  })
}
