/** Chromium may offer installing before the app has started: keep the offer for src/widgets/install/install-prompt.ts. */
export function keepEarlyInstallOffer(): void {
  addEventListener(
    'beforeinstallprompt',
    (event) => {
      event.preventDefault()
      window.earlyInstallOffer = event
    },
    { once: true },
  )
}
