export interface Platform {
  userAgent: string
  maxTouchPoints: number
  /** Running as an installed app (display-mode standalone, or iOS's own flag). */
  standalone: boolean
}

/**
 * iPadOS asks for desktop pages and then calls itself "Macintosh"; only its touch screen tells it
 * from a Mac. Every iOS browser is Safari inside, and since iOS 16.4 each has Add to Home Screen.
 */
export function isIos({ userAgent, maxTouchPoints }: Platform): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
}

/** iOS never fires beforeinstallprompt: the reader must be told where Add to Home Screen is. */
export function needsIosInstallHint(platform: Platform): boolean {
  return isIos(platform) && !platform.standalone
}

export function currentPlatform(): Platform {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true,
  }
}
