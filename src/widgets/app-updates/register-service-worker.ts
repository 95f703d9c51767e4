/** Production builds only: the dev server serves no worker. Returns the effect's cleanup. */
export function registerServiceWorker(): () => void {
  const stop = new AbortController()
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    afterStart(() => {
      if (!stop.signal.aborted)
        import('./start-worker.ts')
          .then(({ startWorker }) => startWorker(stop.signal))
          .catch((error: unknown) => console.warn('The site will not work offline:', error))
    }, stop.signal)
  }
  return () => stop.abort()
}

// Neither workbox-window nor the worker's precache download may compete with the first
// paint or with the app's start: both wait for the load event, then for the browser's first idle
// moment. Measured with Lighthouse: its downloads during the start made the start's tasks longer.
function afterStart(run: () => void, signal: AbortSignal): void {
  // Safari has no idle callbacks; there the load event is the wait.
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run)
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true, signal })
}
