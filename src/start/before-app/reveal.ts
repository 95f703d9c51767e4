import { openedAtTop } from './arrival.ts'

/** Share of an element that must be on screen to reveal it; a tall one reveals once it fills `tallShare` of the screen. */
const share = 0.1
const tallShare = '-20%'
/** Each element revealed in the same moment enters this much after the one before, so a row reads in order. */
export const staggerSeconds = 0.2

/**
 * Sections and cards enter once, fading in and rising, as the reader scrolls to them; an enhancement
 * on top of a page that is whole without it. Runs inline before the app, so it never waits for the
 * app's code: only what is off screen when first seen is hidden, and nothing hides without a script.
 */
export function revealOnScroll(root: Document = document): void {
  if (typeof IntersectionObserver === 'undefined' || matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const seen = new WeakSet<Element>()
  const show = (targets: Element[]) =>
    targets.forEach((target) => {
      bySelf.unobserve(target)
      byScreen.unobserve(target)
      if (!target.hasAttribute('data-reveal-pending')) return
      // A card entering with its section is the first of its row, not the second.
      const order = targets.slice(0, targets.indexOf(target)).filter((earlier) => !earlier.contains(target)).length
      ;(target as HTMLElement).style.transitionDelay = `${order * staggerSeconds}s`
      target.removeAttribute('data-reveal-pending')
    })
  const bySelf = new IntersectionObserver(
    (entries) => {
      const due: Element[] = []
      for (const { target, isIntersecting, intersectionRatio } of entries) {
        // The first report says where the element is: what the reader already sees is never hidden.
        if (!seen.has(target)) {
          seen.add(target)
          if (isIntersecting) show([target])
          else target.setAttribute('data-reveal-pending', '')
        } else if (intersectionRatio >= share) due.push(target)
      }
      show(due)
    },
    { threshold: share },
  )
  // An element taller than several screens never has a tenth of itself on screen at once.
  const byScreen = new IntersectionObserver(
    (entries) =>
      show(entries.filter((entry) => entry.isIntersecting && seen.has(entry.target)).map(({ target }) => target)),
    { rootMargin: `0px 0px ${tallShare} 0px` },
  )
  const watch = (element: Element) => {
    bySelf.observe(element)
    byScreen.observe(element)
  }
  const watchWithin = (node: Node) => {
    if (!(node instanceof Element)) return
    if (node.matches('[data-reveal]')) watch(node)
    node.querySelectorAll('[data-reveal]').forEach(watch)
  }
  // The prerendered page once parsed, then whatever the app renders later (another page, the home
  // again). A page opened at a #section, reloaded or returned to is placed after its first sight, so
  // what the reader lands on would enter late: it is simply there.
  // So is a page the app renders at a #section (a header link from another page): the router jumps there.
  const start = () => {
    if (openedAtTop()) watchWithin(root.body)
    new MutationObserver((records) => {
      if (!location.hash) for (const record of records) record.addedNodes.forEach(watchWithin)
    }).observe(root.body, { childList: true, subtree: true })
    addEventListener('click', showWhatAJumpPasses, { capture: true })
  }
  // A jump the reader asks for glides past what lies between and lands on its section: all of it is
  // there at once, never half-faded under the glide. What lies below the landing still enters.
  const showWhatAJumpPasses = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null
    if (!link || link.pathname !== location.pathname || link.hash.length < 2) return
    const target = root.getElementById(decodeURIComponent(link.hash.slice(1)))
    if (!target) return
    const landing = target.getBoundingClientRect().top + innerHeight
    const passed = [...root.querySelectorAll('[data-reveal-pending]')].filter(
      (element) => element.getBoundingClientRect().top < landing,
    )
    if (passed.length === 0) return
    const html = root.documentElement
    html.setAttribute('data-jumping', '')
    show(passed)
    // The flag holds through one style pass, so what was shown skips its fade; then entrances fade again.
    requestAnimationFrame(() => requestAnimationFrame(() => html.removeAttribute('data-jumping')))
  }
  if (root.readyState === 'loading') root.addEventListener('DOMContentLoaded', start, { once: true })
  else start()
}
