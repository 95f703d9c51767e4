import type { Locator } from '@playwright/test'

/** The element's box on screen, where a test has already seen it laid out. */
export const box = async (locator: Locator) => (await locator.boundingBox())!
