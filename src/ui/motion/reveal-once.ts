/**
 * The page's one entrance: fade in and rise, once, when 10% is visible (spec: 0.6 s).
 * With reduced motion nothing moves: the element is simply there.
 */
export function revealOnce(reducedMotion: boolean | null, { rise = 24, delay = 0 } = {}) {
  return {
    initial: reducedMotion ? false : { opacity: 0, y: rise },
    whileInView: { opacity: 1, y: 0 },
    viewport: { once: true, amount: 0.1 },
    transition: { duration: 0.6, delay, ease: 'easeOut' },
  } as const
}
