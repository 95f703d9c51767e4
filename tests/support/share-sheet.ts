import type { Page } from '@playwright/test'

declare global {
  interface Window {
    shared: ShareData[]
  }
}

/** A share sheet as phones have it (Chromium on Linux has none); `outcome` is how the reader leaves it. */
export async function stubShareSheet(page: Page, outcome: 'share' | 'cancel') {
  await page.addInitScript((cancel) => {
    window.shared = []
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true })
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        window.shared.push(data)
        if (cancel) throw new DOMException('Share canceled', 'AbortError')
      },
    })
  }, outcome === 'cancel')
}
