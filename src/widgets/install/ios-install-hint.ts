import { useEffect, useState } from 'react'
import { currentPlatform, needsIosInstallHint } from './install-platform.ts'

const DISMISSED_KEY = 'install-hint-dismissed'

// Blocked storage: the hint then comes back on the next visit, which is harmless.
function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'true'
  } catch {
    return false
  }
}

function rememberDismissal(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, 'true')
  } catch {
    // See wasDismissed.
  }
}

/** Decided after mount: prerendered HTML knows no user agent, and must match the first render. */
export function useIosInstallHint(): { shown: boolean; dismiss: () => void } {
  const [shown, setShown] = useState(false)
  useEffect(() => setShown(needsIosInstallHint(currentPlatform()) && !wasDismissed()), [])
  const dismiss = () => {
    setShown(false)
    rememberDismissal()
  }
  return { shown, dismiss }
}
