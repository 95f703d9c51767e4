/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_ANON_KEY?: string
  /** The site's public address (vite.config.ts falls back to `url` in site.yaml). */
  readonly VITE_SITE_URL?: string
  /** Names the build in index.html's `<meta name="build">` ('local' from .env); the update test builds two that differ. */
  readonly VITE_BUILD_MARKER: string
  /** True in the service worker's build only (tooling/pwa.ts): code shared with the page keeps one branch. */
  readonly SERVICE_WORKER?: boolean
}
