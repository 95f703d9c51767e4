const appendLink = (rel: string, href: string) => {
  const link = Object.assign(document.createElement('link'), { rel, href })
  document.head.append(link)
  return link
}

// Loaded or failed: the app starts either way, as it would have without the stylesheet.
const loaded = (link: HTMLLinkElement) =>
  new Promise((settled) => {
    link.onload = link.onerror = settled
  })

/**
 * The HTML is prerendered, so the reader can read before any script runs. Downloading and evaluating
 * the app's code at once would compete with that first paint (and the heading font) on a slow phone,
 * so its modules are requested once the first paint is on screen (its Paint Timing entry; a frame
 * callback comes before the paint): all of them in parallel (modulepreload), then the entry. Each
 * request is a task of its own, so a tap never waits for all of them. The manifest waits too: the
 * browser fetches it as soon as it is named, yet installing needs the app's worker, which starts only now.
 * The page's inline CSS holds only its own HTML's rules: the app's whole stylesheet is requested first,
 * and the entry runs once it is in, so nothing the app draws (a dialog, the chat, a toast) is unstyled.
 * `modules[0]` is the entry; `paintWaitMs` bounds the wait on a page with nothing contentful to paint.
 */
export function startAppAfterFirstPaint(
  modules: string[],
  stylesheets: string[],
  manifest: string,
  paintWaitMs: number,
) {
  let started = false
  const start = () => {
    if (started) return
    started = true
    const styled = Promise.all(stylesheets.map((href) => loaded(appendLink('stylesheet', href))))
    appendLink('manifest', manifest)
    for (const href of modules) setTimeout(() => appendLink('modulepreload', href))
    styled.then(() => setTimeout(() => import(modules[0])))
  }
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((_, observer) => {
      observer.disconnect()
      start()
    }).observe({ type: 'paint', buffered: true })
  }
  requestAnimationFrame(() => setTimeout(start, paintWaitMs))
}
