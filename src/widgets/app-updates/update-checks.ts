export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/**
 * Browsers look for a new worker on navigation, but an installed iOS app is seldom navigated or
 * closed: so also look hourly and whenever the reader comes back to the page.
 */
export function scheduleUpdateChecks(check: () => void, signal: AbortSignal): void {
  const timer = setInterval(check, UPDATE_CHECK_INTERVAL_MS)
  signal.addEventListener('abort', () => clearInterval(timer))
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'visible') check()
    },
    { signal },
  )
}
