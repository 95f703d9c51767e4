import type { Locator } from '@playwright/test'

/** The element's box on screen, where a test has already seen it laid out. */
export const box = async (locator: Locator) => (await locator.boundingBox())!

/**
 * The boxes of several elements read in one layout, for a test that compares them: read one call apart, a page
 * that scrolls or reflows between the calls (a face landing, an image decoding above) reports boxes no layout drew.
 */
export async function boxesTogether(...locators: Locator[]): Promise<DOMRect[]> {
  const handles = await Promise.all(locators.map((locator) => locator.elementHandle()))
  const page = locators[0].page()
  try {
    return await page.evaluate(
      (elements) => elements.map((element) => element!.getBoundingClientRect().toJSON() as DOMRect),
      handles,
    )
  } finally {
    await Promise.all(handles.map((handle) => handle?.dispose()))
  }
}
