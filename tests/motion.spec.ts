// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import type { Locator, Page } from '@playwright/test'
import { tapViewDetails } from './support/book-card.ts'
import { chatButton, panel } from './support/chat.ts'
import { holdApp } from './support/hold-app.ts'
import { scrollToRevealed, untilPartLive } from './support/live.ts'
import { withoutShareSheet } from './support/no-share-sheet.ts'
import { readerSizes } from './support/reader-sizes.ts'
import { sameForEveryAuthor } from './support/same-for-every-author.ts'
import { expect, test } from './support/test.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/**
 * Taps `link` and watches every frame from the tap through the jump it starts and the 0.7 s after it comes to rest
 * (an entrance's fade is 0.6 s): the elements on screen hidden to enter, or whose opacity changes there. An element's
 * own steady look (a faint glow, a disabled control) is not a fade, nor is an image fading in as it loads over its
 * pulsing placeholder: neither is a section's entrance.
 */
async function halfFadedDuringJump(page: Page, link: Locator, touch: boolean): Promise<string[]> {
  await page.evaluate(() => {
    const seen = new Map<Element, Set<string>>()
    const faded = new Set<Element>()
    const watch = window as { halfFaded?: Promise<string[]> }
    watch.halfFaded = new Promise((done) => {
      let last = scrollY
      let moved = false
      let stillFrames = 0
      const frame = () => {
        for (const element of document.body.querySelectorAll('*:not(img):not(:disabled)')) {
          const box = element.getBoundingClientRect()
          if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) continue
          if (element.getAnimations().some((animation) => animation instanceof CSSAnimation)) continue
          const opacity = getComputedStyle(element).opacity
          if (element.hasAttribute('data-reveal-pending')) faded.add(element)
          const values = seen.get(element) ?? new Set()
          seen.set(element, values.add(opacity))
          if (values.size > 1 && [...values].some((value) => Number(value) < 1)) faded.add(element)
        }
        moved ||= scrollY !== last
        stillFrames = moved && scrollY === last ? stillFrames + 1 : 0
        last = scrollY
        // About 0.7 s of frames at rest once the jump has moved.
        if (stillFrames <= 42) requestAnimationFrame(frame)
        else
          done(
            [...faded].map(
              (element) =>
                `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${element.textContent?.trim().slice(0, 40)}": ${[...(seen.get(element) ?? [])].join(' ')}`,
            ),
          )
      }
      addEventListener('click', () => requestAnimationFrame(frame), { capture: true, once: true })
    })
  })
  await (touch ? link.tap() : link.click())
  return page.evaluate(() => (window as { halfFaded?: Promise<string[]> }).halfFaded ?? [])
}

// The jump is the inline script's and the browser's: the same whether the app has started or not, so the fixture
// authors (whose sections' heights differ) take it before the app only.
for (const moment of ['before the app has started', 'once the app runs'] as const)
  for (const viewport of readerSizes) {
    const touch = viewport.width < 768
    test.describe(`at ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport, isMobile: touch, hasTouch: touch })

      test(`nothing the reader jumps past or lands on ${moment} is half-faded, during the jump or after`, {
        tag: moment === 'once the app runs' ? sameForEveryAuthor.tag : [],
      }, async ({ page }) => {
        if (moment === 'before the app has started') await holdApp(page)
        for (const [name, section] of [
          ['Explore Books', '#books'],
          ['Get in Touch', '#contact'],
        ]) {
          await page.goto('/')
          const link = page.getByRole('link', { name })
          if (moment === 'once the app runs') await untilPartLive(link)
          expect(await halfFadedDuringJump(page, link, touch)).toEqual([])
          await expect(page.locator(section)).toBeInViewport()
        }
      })
    })
  }

const doneEntering = (part: Locator) =>
  part.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)))

test(
  'the details dialog, a toast and the chat panel fade in, and out with their content still in them',
  sameForEveryAuthor,
  async ({ page }) => {
    await withoutShareSheet(page)
    await page.goto('/')
    // Each fade of a dialog or a toast as it starts: whether it is the part leaving, and whether its content is in it then.
    await page.evaluate(() => {
      const fades: { part: string; leaving: boolean; content: boolean }[] = []
      Object.assign(window, { fades })
      document.addEventListener('transitionrun', (event) => {
        const part = event.target as Element
        if (
          event.propertyName !== 'opacity' ||
          event.pseudoElement ||
          !part.matches('dialog, [role=dialog], [role=status] li')
        )
          return
        const leaving = part.localName === 'dialog' ? !part.hasAttribute('open') : part.hasAttribute('inert')
        fades.push({ part: part.localName, leaving, content: part.querySelector('h2, input, p') !== null })
      })
    })
    const viewDetails = await tapViewDetails(page.locator('#books article').first())
    const dialog = page.locator('dialog[open]')
    await expect(dialog).toBeVisible()
    await doneEntering(dialog)
    await dialog.getByRole('button', { name: /^Share / }).click()
    const toast = dialog.getByRole('status').getByRole('listitem')
    await doneEntering(toast)
    await toast.getByRole('button', { name: 'Dismiss notification' }).click()
    await expect(toast).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(viewDetails).toBeFocused()
    await expect(page.locator('dialog h2')).toHaveCount(0)

    // On a phone the floating buttons stepped away as the page went down to the books: a little way up brings them back.
    await page.mouse.move(195, 422)
    await page.mouse.wheel(0, -100)
    await expect(chatButton(page)).toBeInViewport()
    await chatButton(page).click()
    await expect(panel(page)).toBeVisible()
    await doneEntering(panel(page))
    await page.keyboard.press('Escape')
    await expect(page.locator('[role=dialog]')).toHaveCount(0)

    expect(await page.evaluate(() => (window as unknown as { fades: unknown[] }).fades)).toEqual([
      { part: 'dialog', leaving: false, content: true },
      { part: 'li', leaving: false, content: true },
      { part: 'li', leaving: true, content: true },
      { part: 'dialog', leaving: true, content: true },
      { part: 'section', leaving: false, content: true },
      { part: 'section', leaving: true, content: true },
    ])
  },
)

/** Records each view transition the page starts: which elements held the cover's name as it began, and what moved. */
const recordViewTransitions = (page: Page) =>
  page.addInitScript(() => {
    const record: { from: string[]; moved: string[] }[] = []
    Object.assign(window, { viewTransitions: record })
    const start = document.startViewTransition?.bind(document)
    if (!start) return
    const named = () =>
      [...document.querySelectorAll('*')].filter(
        (element) => getComputedStyle(element).viewTransitionName === 'book-cover',
      )
    document.startViewTransition = (update) => {
      const entry = {
        // The card the cover leaves, by its title's id; the page it lands on, by its heading.
        from: named().map((element) => element.closest('article')?.getAttribute('aria-labelledby') ?? ''),
        to: [] as string[],
        moved: [] as string[],
      }
      record.push(entry)
      const transition = start(update)
      transition.updateCallbackDone.then(() => {
        entry.to = named().map((element) => element.closest('article')?.querySelector('h1')?.textContent ?? '')
      })
      transition.ready.then(() => {
        entry.moved = document
          .getAnimations()
          .map((animation) => (animation.effect as KeyframeEffect | null)?.pseudoElement ?? '')
      })
      return transition
    }
  })

const viewTransitions = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { viewTransitions: { from: string[]; to: string[]; moved: string[] }[] }).viewTransitions,
  )

/** The home's first book card, live: a tap on it is the app's, not the browser's. */
async function firstCardLive(page: Page): Promise<Locator> {
  const card = page.locator('#books article').first()
  await scrollToRevealed(card)
  await untilPartLive(card)
  return card
}

test(
  'a card’s cover travels to its book’s page, once the page’s code is there: the tap waits for nothing',
  sameForEveryAuthor,
  async ({ page }) => {
    await recordViewTransitions(page)
    await page.goto('/')
    const card = await firstCardLive(page)
    const title = (await card.getByRole('heading').textContent()) ?? ''
    const cardName = await card.getAttribute('aria-labelledby')

    // The book page's code and text held back, as on a slow connection.
    const release = await holdApp(page)
    await card.getByRole('link').first().tap()
    // The home stays as it was, live and not frozen under a transition, while the code downloads.
    await expect(card).toBeVisible()
    expect(await viewTransitions(page)).toEqual([])
    release()

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect
      .poll(async () => (await viewTransitions(page)).at(-1)?.moved ?? [])
      .toContain('::view-transition-group(book-cover)')
    const [transition] = await viewTransitions(page)
    expect(transition.from).toEqual([cardName])
    expect(transition.to).toEqual([title])
  },
)

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('a card opens its book’s page with no transition', sameForEveryAuthor, async ({ page }) => {
    await recordViewTransitions(page)
    await page.goto('/')
    const card = await firstCardLive(page)
    const title = (await card.getByRole('heading').textContent()) ?? ''
    await card.getByRole('link').first().tap()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    expect(await viewTransitions(page)).toEqual([])
  })
})
