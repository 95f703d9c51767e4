import { expect, type Page } from '@playwright/test'

/**
 * Sets a loaded page in `colorScheme`'s theme as the theme button does, without storing a choice: the `dark` class on
 * <html> is the theme. (`emulateMedia` turns it too, but only while no choice is stored, as a reader's device does.)
 */
export async function switchTheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark)
    // Every element's colours now, not when a reader (or axe) first reaches it: a part laid out only when near would
    // start its colours' transition then, and not run it while skipped. Those transitions are then run to their end.
    for (const element of document.querySelectorAll('*')) getComputedStyle(element).color
    for (const change of document.getAnimations()) if (change instanceof CSSTransition) change.finish()
  }, colorScheme === 'dark')
  await expectTheme(page, colorScheme)
}

/** Waits until the page shows `colorScheme`'s theme: a check that a light or dark reading reads what it says. */
export const expectTheme = (page: Page, colorScheme: 'light' | 'dark') =>
  expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/)
