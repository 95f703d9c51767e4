import type { Page } from '@playwright/test'
import { pastTheTopMargin } from '../../src/widgets/app-updates/past-the-top.ts'

/**
 * Waits until the first visit's notice has had its chance to show: the page's worker is activated (the page raises the
 * notice then), an observer like the notice's own (made after it, so told after it) has said where the reader is, and
 * two frames have been drawn. A notice shown at that moment, had it not waited for the reader, is on screen by now.
 */
export const noticeHadItsChance = (page: Page) =>
  page.evaluate(async (rootMargin) => {
    const worker = (await navigator.serviceWorker.ready).active
    if (worker && worker.state !== 'activated')
      await new Promise<void>((activated) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && activated()),
      )
    await new Promise<void>((told) => {
      const observer = new IntersectionObserver(
        () => {
          observer.disconnect()
          told()
        },
        { rootMargin },
      )
      observer.observe(document.body)
    })
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
  }, pastTheTopMargin)
