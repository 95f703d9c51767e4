import type { Page } from '@playwright/test'

/** Presses Tab until the focused element has the given accessible name, as a keyboard user would. */
export async function tabTo(page: Page, name: string | RegExp, max = 80) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab')
    const label = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null
      if (!element || element === document.body) return ''
      // Runs of spaces, no-break ones among them, read as one space, as in an accessible name.
      // biome-ignore lint/performance/useDomNodeTextContent: the text a reader sees, as a screen reader names the control
      return (element.getAttribute('aria-label') ?? (element.labels?.[0] ?? element).innerText)
        .replace(/\s+/g, ' ')
        .trim()
    })
    if (typeof name === 'string' ? label === name : name.test(label)) return page.locator(':focus')
  }
  throw new Error(`Tab never reached ${name}`)
}
