/**
 * The page's one entrance: fade in and rise, once, when 10% is visible.
 * The starting state is the same for every reader, so the prerendered HTML hydrates without a
 * mismatch; for reduced motion, app.css pins every `data-reveal` element in place instead.
 */
export function revealOnce({ rise = 24, delay = 0 } = {}) {
  return {
    'data-reveal': '',
    initial: { opacity: 0, y: rise },
    whileInView: { opacity: 1, y: 0 },
    viewport: { once: true, amount: 0.1 },
    transition: { duration: 0.6, delay, ease: 'easeOut' },
  } as const
}
