import type { Page } from '@playwright/test'

/**
 * Holds the site's web fonts back until the returned function is called, as a phone's link delivers them a round trip
 * after the first paint: the page is drawn in the stand-in faces first, then swaps.
 */
export async function holdFaces(page: Page, faces = /\.woff2$/): Promise<() => void> {
  let land!: () => void
  const held = new Promise<void>((resolve) => (land = resolve))
  await page.route(faces, async (route) => {
    await held
    await route.continue()
  })
  return land
}

/** Resolves once the page has painted its first text: in the stand-in faces while `holdFaces` holds them. */
export const firstPaintDone = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
