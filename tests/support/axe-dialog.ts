import type { Page } from '@playwright/test'
import { axeViolations } from './axe.ts'

/**
 * Axe findings for the page with a modal open, one line per rule. It waits for the section the dialog
 * sits in to finish its entrance fade: axe multiplies ancestors' opacity into text contrast, while the
 * browser paints the top-layer dialog unfaded.
 */
export async function axeWithDialogOpen(page: Page): Promise<string[]> {
  await page.waitForFunction(() => {
    for (let node = document.querySelector('dialog[open]'); node; node = node.parentElement) {
      if (getComputedStyle(node).opacity !== '1') return false
    }
    return true
  })
  return axeViolations(page)
}
