// The details dialog at phone and desktop sizes: its close control stays in reach as it scrolls, and
// nothing in it is cut off by the screen, its own edges or that control.
import { homeBooks } from '#src/content/home-books.ts'
import { bookCard, tapViewDetails } from './support/book-card.ts'
import { content } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, type Locator, type Page, test } from './support/test.ts'

// The home's first card, whose dialog the tests open.
const book = homeBooks(content.books)[0]

/**
 * Runs in the page: the element, or the control focused inside it, with its name and whether it is whole inside the
 * dialog's scrolling area and on top at its corners (not under the close button); read in one call, as a step of the
 * keyboard's walk through the dialog asks it at each control.
 */
function placeOf(element: Element, focusedIn: boolean) {
  const node = focusedIn ? element.querySelector(':focus') : element
  if (!node) return null
  const scroller = node.closest('dialog')?.firstElementChild as HTMLElement
  const area = scroller.getBoundingClientRect()
  const box = node.getBoundingClientRect()
  const inside =
    box.top >= area.top - 0.5 &&
    box.bottom <= area.bottom + 0.5 &&
    box.left >= area.left - 0.5 &&
    box.right <= area.right + 0.5
  // Inset far enough that a round button's corners are still the button.
  const inset = Math.min(box.width, box.height) * 0.2
  const corners = [
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ]
  const onTop = corners.every(([x, y]) => {
    const hit = document.elementFromPoint(x, y)
    return hit !== null && (node.contains(hit) || hit.contains(node))
  })
  return { name: node.getAttribute('aria-label') ?? node.textContent, inside, onTop }
}

/** Whether the element is whole and on top, as `placeOf` says. */
async function wholeAndOnTop(element: Locator) {
  const { inside, onTop } = (await element.evaluate(placeOf, false))!
  return { inside, onTop }
}

async function openDetails(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport)
  await tapViewDetails(bookCard(page, book.title))
  const dialog = page.getByRole('dialog', { name: book.title })
  await expect(dialog).toBeVisible()
  // Measured where it comes to rest: as it rises into place its boxes are read mid-move, a hair off whole pixels.
  await expect.poll(() => dialog.evaluate((node) => node.getAnimations({ subtree: true }).length)).toBe(0)
  return dialog
}

const scroller = (dialog: Locator) => dialog.locator('> div')

// The home opened once, the dialog opened and closed again at each size. No worker, so no first visit's "ready to
// work offline" notice over the dialog's corner: where notices sit is notices-clear.spec.ts's concern, not this one's.
const home = sharedPage(async (page) => {
  await page.goto('/')
  await waitUntilLive(page)
})

for (const [width, height] of [
  [360, 640],
  [390, 844],
  [1280, 800],
  [1440, 900],
] as const) {
  test.describe(`at ${width}×${height}`, () => {
    test('the dialog is within the screen, and its close button stays in reach at every scroll position', async () => {
      const page = home()
      const dialog = await openDetails(page, { width, height })
      const box = (await dialog.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(height)
      expect(box.height).toBeLessThanOrEqual(height * 0.9 + 0.5)
      const close = dialog.getByRole('button', { name: 'Close' })
      const { scrollHeight, clientHeight } = await scroller(dialog).evaluate((node) => ({
        scrollHeight: node.scrollHeight,
        clientHeight: node.clientHeight,
      }))
      for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
        await scroller(dialog).evaluate(
          (node, top) => node.scrollTo({ top, behavior: 'instant' }),
          fraction * (scrollHeight - clientHeight),
        )
        expect(await wholeAndOnTop(close), `close at ${fraction * 100}% scrolled`).toEqual({
          inside: true,
          onTop: true,
        })
        const closeBox = (await close.boundingBox())!
        expect(closeBox.width).toBeGreaterThanOrEqual(44)
        expect(closeBox.height).toBeGreaterThanOrEqual(44)
      }
      await close.click()
      await expect(dialog).toBeHidden()
    })

    test('every control, the book page’s link last, is whole and uncovered when the keyboard reaches it, both ways', async () => {
      const page = home()
      const dialog = await openDetails(page, { width, height })
      const close = dialog.getByRole('button', { name: 'Close' })
      const link = dialog.getByRole('link', { name: 'Open the book’s page' })
      await close.focus()
      const reached: string[] = []
      for (const [key, last] of [
        ['Tab', link],
        ['Shift+Tab', close],
      ] as const) {
        for (let step = 0; step < 40 && !(await last.evaluate((node) => node === document.activeElement)); step++) {
          await page.keyboard.press(key)
          const place = await dialog.evaluate(placeOf, true)
          const name = place?.name
          reached.push(`${key} ${name}`)
          // Focus may scroll smoothly: judge the place it comes to rest.
          if (!(place?.inside && place.onTop)) {
            await expect
              .poll(async () => wholeAndOnTop(dialog.locator(':focus')), { message: `${key} to ${name}` })
              .toEqual({ inside: true, onTop: true })
          }
        }
      }
      expect(reached).toContain('Tab Open the book’s page')
      expect(reached.at(-1)).toBe('Shift+Tab Close')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    })
  })
}
