import { site } from 'virtual:content/site'
import * as words from 'virtual:words/notices'
import type { Workbox } from 'workbox-window'
import { dismissToast, showToast } from '#src/ui/toast/toasts.ts'
import { oncePastTheTop } from './past-the-top.ts'

/**
 * registerType 'prompt': a new version waits until the reader says so. The page reloads when one
 * worker replaces another (this tab's "Reload" or another tab's), so page and worker never come
 * from different builds; the first install's claim needs no reload.
 */
export function announceUpdates(
  wb: Workbox,
  reload = () => window.location.reload(),
  whenPastTheTop: (show: () => void) => void = oncePastTheTop,
): void {
  let wasControlled = navigator.serviceWorker.controller !== null
  let reloading = false
  let offerId: number | undefined

  wb.addEventListener('activated', (event) => {
    // An update, or a worker another tab installed, is not this device's first install.
    if (event.isUpdate || event.isExternal) return
    // News, not a question: it waits until the reader has left the top of the page.
    whenPastTheTop(() => showToast({ title: words.offlineReady, description: site.app.offlineReady }))
  })

  wb.addEventListener('waiting', () => {
    // A newer version replaces the offer of the one before, never a second toast.
    if (offerId !== undefined) dismissToast(offerId)
    offerId = showToast({
      title: words.updateTitle,
      description: words.updateText,
      persistent: true,
      action: { label: words.reload, run: () => wb.messageSkipWaiting() },
    })
  })

  wb.addEventListener('controlling', () => {
    if (wasControlled && !reloading) {
      reloading = true
      reload()
    }
    wasControlled = true
  })
}
