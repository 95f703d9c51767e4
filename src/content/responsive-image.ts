/**
 * An image as the build prepares it (tooling/images): `src` is the width every screen can fall back
 * to, and the one the service worker precaches; `sources` offer the modern formats at each width.
 */
export interface ResponsiveImage {
  src: string
  width: number
  height: number
  /** A tiny blurred copy as a data URL, painted while the image loads; absent for SVG. */
  placeholder?: string
  sources: { type: string; srcset: string }[]
}
