import type { Browser } from '@playwright/test'
import { phonePage } from './phone.ts'

declare global {
  interface Window {
    readerBooksVisibleAt?: number
  }
}

/** Runs in the page from its start: each frame, until the books section's first card is seen, then notes when. */
function watchFirstCard() {
  const check = () => {
    const card = document.querySelector('#books article')
    if (card && window.readerOnScreen(card).visible) window.readerBooksVisibleAt = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

/** Ms from navigation start until a reader who opened `/#books` on the phone sees the first book card. */
export async function booksVisibleAfterJump(browser: Browser, origin: string): Promise<number> {
  const page = await phonePage(browser)
  try {
    await page.addInitScript(watchFirstCard)
    await page.goto(`${origin}/#books`, { waitUntil: 'commit' })
    const seen = await page.waitForFunction(() => window.readerBooksVisibleAt, undefined, {
      polling: 100,
      timeout: 60_000,
    })
    return (await seen.jsonValue()) as number
  } finally {
    await page.context().close()
  }
}
