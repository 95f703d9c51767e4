import type { Page } from '@playwright/test'

/** Every section laid out, as each is once scrolled to: a section the browser skips until near has no innerText and escapes axe. */
export const layOutEverySection = (page: Page) =>
  page.evaluate(() => document.documentElement.removeAttribute('data-lazy-layout'))
