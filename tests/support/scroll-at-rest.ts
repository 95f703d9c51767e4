import type { Page } from '@playwright/test'

/**
 * Waits until the page's scroll has come to rest, and tells where it rests: a glide, or a scroll the app places,
 * moves the page at a frame it draws, so the page is at rest once it stays put for ten frames in a row (longer than
 * a glide takes to start, and than the app takes to place the scroll once it has rendered).
 */
export const scrollAtRest = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    let [place, still] = [scrollY, 0]
    while (still < 10) {
      await new Promise(requestAnimationFrame)
      still = scrollY === place ? still + 1 : 0
      place = scrollY
    }
    return place
  })
