/**
 * Calls back when the reader may not come back to this page as it is: the tab hidden (a mobile
 * browser may then discard it unannounced) or the page unloaded. Returns the unsubscribe.
 */
export function onPageLeave(callback: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') callback()
  }
  addEventListener('pagehide', callback)
  document.addEventListener('visibilitychange', onVisibility)
  return () => {
    removeEventListener('pagehide', callback)
    document.removeEventListener('visibilitychange', onVisibility)
  }
}
