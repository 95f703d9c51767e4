const offlineWhenSeen = new WeakMap<object, boolean>()

/**
 * Whether the browser was offline when this failure was first seen. The error page asks again each
 * time the router shows it (it may do so anew while it tries again), and must keep telling the same story.
 */
export function failedOffline(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return !navigator.onLine
  if (!offlineWhenSeen.has(error)) offlineWhenSeen.set(error, !navigator.onLine)
  return offlineWhenSeen.get(error) === true
}
