/**
 * Code asked for on the way (a section's, as the reader nears it) can fail to download: the phone
 * went offline before the worker had it. Then it is asked for again each time the browser is back
 * online; meanwhile the part stays as it was (a prerendered section keeps its HTML), and the page stands.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => backOnline().then(() => loadWhenOnline(load)))
}

const backOnline = () => new Promise<void>((online) => addEventListener('online', () => online(), { once: true }))
