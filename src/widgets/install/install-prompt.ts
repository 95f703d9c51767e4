import { useEffect, useState } from 'react'

/** Chromium's install offer; TypeScript's DOM types do not have it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

declare global {
  interface WindowEventMap {
    beforeinstallprompt: BeforeInstallPromptEvent
  }
  interface Window {
    /** Caught by src/start/before-app/install-offer.ts when the offer came before the app started. */
    earlyInstallOffer?: BeforeInstallPromptEvent
  }
}

/** The browser's install offer, kept for the reader's click; null when there is none. */
export function useInstallPrompt(): (() => Promise<void>) | null {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null)

  useEffect(() => {
    const listening = new AbortController()
    const keep = (event: BeforeInstallPromptEvent) => {
      // Our button replaces Chromium's own mini-infobar.
      event.preventDefault()
      setOffer(event)
    }
    if (window.earlyInstallOffer) keep(window.earlyInstallOffer)
    window.addEventListener('beforeinstallprompt', keep, { signal: listening.signal })
    window.addEventListener('appinstalled', () => setOffer(null), { signal: listening.signal })
    return () => listening.abort()
  }, [])

  if (!offer) return null
  return async () => {
    await offer.prompt()
    await offer.userChoice
    // An offer prompts once; the browser fires a new one if installing is possible again.
    setOffer(null)
  }
}
