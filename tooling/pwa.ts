import { VitePWA } from 'vite-plugin-pwa'
import type { CheckedContent } from './content/schema.ts'

/** A file above this (raw bytes; the entry chunk is ~370 KB before gzip) fails the build rather than silently leaving the precache. */
const largestPrecachedFile = 512 * 1024

/** The content's images are precached by name: the glob would also take the install screenshots. */
export function pwa({ site, author }: CheckedContent, images: readonly string[]) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    // The page registers the worker itself (src/widgets/app-updates), after the first paint.
    injectRegister: false,
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,woff2,txt}', ...images],
      maximumFileSizeToCacheInBytes: largestPrecachedFile,
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
      screenshots: [
        {
          src: '/screenshots/narrow.png',
          sizes: '780x1688',
          type: 'image/png',
          form_factor: 'narrow',
          label: 'The books on a phone',
        },
        {
          src: '/screenshots/wide.png',
          sizes: '1280x800',
          type: 'image/png',
          form_factor: 'wide',
          label: `${author.name}’s home page`,
        },
      ],
    },
  })
}
