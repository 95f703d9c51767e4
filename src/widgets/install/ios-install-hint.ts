import { useEffect, useState } from 'react'
import { read, remember } from '#src/device/device-storage.ts'
import { currentPlatform, needsIosInstallHint } from './install-platform.ts'

const DISMISSED_KEY = 'install-hint-dismissed'

/** Decided after mount: prerendered HTML knows no user agent, and must match the first render. */
export function useIosInstallHint(): { shown: boolean; dismiss: () => void } {
  const [shown, setShown] = useState(false)
  useEffect(() => setShown(needsIosInstallHint(currentPlatform()) && read(DISMISSED_KEY) !== 'true'), [])
  const dismiss = () => {
    setShown(false)
    // With storage blocked the hint comes back on the next visit, which is harmless.
    remember(DISMISSED_KEY, 'true')
  }
  return { shown, dismiss }
}
