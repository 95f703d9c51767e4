/**
 * Whether the page was opened at its top as a new visit: not at a #section, a reload or a return,
 * whose place the browser sets while the page arrives, after what was on screen was first seen.
 */
export function openedAtTop(): boolean {
  const arrival = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  return !location.hash && (!arrival || arrival.type === 'navigate')
}
