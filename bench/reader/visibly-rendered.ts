export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/**
 * Whether a reader sees an element: it and every ancestor at least 0.9 opaque (`opacities`, the
 * element's first; sections fade in from 0) and its box overlapping the viewport. The page runs it
 * too (on-screen.ts), so it names nothing outside itself.
 */
export const visiblyRendered = (opacities: readonly number[], box: Box, viewport: { width: number; height: number }) =>
  opacities.every((opacity) => opacity >= 0.9) &&
  box.right > box.left &&
  box.bottom > box.top &&
  box.right > 0 &&
  box.bottom > 0 &&
  box.left < viewport.width &&
  box.top < viewport.height
