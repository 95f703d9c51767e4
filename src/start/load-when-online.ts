/**
 * Code asked for on the way (a section's, as the reader nears it) can fail to download: the phone
 * went offline before the worker had it, or a bad connection dropped the request while the browser
 * still counts itself online. Then it is asked for again as the browser is back online, or after a
 * wait that grows with each failure, whichever comes first; meanwhile the part stays as it was (a
 * prerendered section keeps its HTML), and the page stands.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, failures = 0): Promise<T> {
  return load().catch(() =>
    onlineOrAfter(retryWaits[Math.min(failures, retryWaits.length - 1)]).then(() => loadWhenOnline(load, failures + 1)),
  )
}

/** The waits before asking again, in ms: soon after a dropped request, then seldom while nothing comes. */
export const retryWaits = [2_000, 5_000, 15_000, 30_000]

const onlineOrAfter = (wait: number) =>
  new Promise<void>((ready) => {
    const again = () => {
      clearTimeout(timer)
      removeEventListener('online', again)
      ready()
    }
    const timer = setTimeout(again, wait)
    addEventListener('online', again)
  })
