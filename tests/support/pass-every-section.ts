/**
 * Runs in the page: brings each of its sections near, just below the fold, as a reader scrolling
 * down would before seeing it, so each one held until the reader nears it comes alive without being
 * shown (a section reveals itself once seen, which a test may want to watch); then scrolls back where
 * it was, or to the section the address names. The page's observers hear of a position in the same
 * rendering step as the one awaited here, and no timer is involved, so a test's installed clock does
 * not hold it up.
 */
export async function passEverySection() {
  // Only the prerendered home holds sections back.
  if (location.pathname !== '/') return
  const start = { left: scrollX, top: scrollY }
  const belowTheFold = 10
  for (const section of document.querySelectorAll('main section[id]')) {
    const top = section.getBoundingClientRect().top + scrollY
    scrollTo({ left: 0, top: Math.max(0, top - innerHeight - belowTheFold), behavior: 'instant' })
    await new Promise<void>((seen) => {
      const observer = new IntersectionObserver(() => {
        observer.disconnect()
        seen()
      })
      observer.observe(section)
    })
  }
  // A page opened at a section's address is scrolled there by the app as it starts: go back there.
  const addressed = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))
  if (addressed) addressed.scrollIntoView({ behavior: 'instant' })
  else scrollTo({ ...start, behavior: 'instant' })
}
