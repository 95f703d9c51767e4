// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { facesDrawing } from './support/drawn-faces.ts'
import { serveHtmlInPieces } from './support/html-in-pieces.ts'
import { firstPaintDone, holdFaces } from './support/late-faces.ts'
import { watchLayoutShifts } from './support/layout-shifts.ts'
import { expect, type Page, test } from './support/test.ts'

for (const viewport of [
  { width: 360, height: 640 },
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
]) {
  test(`nothing shifts while the page, its font and its scripts load (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport)
    // The heading font arrives late, only once the fallback has painted: the swap must not move a line.
    const facesLand = await holdFaces(page)
    const layoutShift = await watchLayoutShifts(page)
    await page.goto('/', { waitUntil: 'commit' })
    await firstPaintDone(page)
    facesLand()
    await page.waitForLoadState('load')
    // Drawn in it, not only loaded: the shift measured is the swap's.
    await expect.poll(() => facesDrawing(page.getByRole('heading', { level: 1 }))).toEqual(['Fraunces'])
    // The scripts too have run: the app's own controls are on the page.
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor()
    const shift = await layoutShift()
    expect(shift.score, shift.moved).toBeLessThan(0.001)
  })

  // A stalled link, or a busy phone's parser pausing, has the browser paint the home up to its name: the rest of
  // the first screen must come in under it, not push it.
  test(`nothing shifts while the home arrives in pieces, the first ending at the author's name (${viewport.width}px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport)
    const shift = await shiftInPieces(page, `${baseURL}`, '</h1>')
    expect(shift.score, shift.moved).toBeLessThan(0.001)
  })
}

// The parser may pause anywhere, and a tall screen shows About's words under the hero: painted when only the quote has
// come, they must not move as the bio and the buttons come under it.
test('nothing shifts while the home arrives in pieces, the first ending inside About’s words (1350×1200)', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1350, height: 1200 })
  const quote = page.locator('#about blockquote')
  const shift = await shiftInPieces(page, `${baseURL}`, '</blockquote>', () =>
    expect(quote, 'the quote has come, alone, on the first screen').toBeInViewport(),
  )
  await expect(quote, 'the words show once whole').toBeVisible()
  expect(shift.score, shift.moved).toBeLessThan(0.001)
})

/**
 * The layout shifts of the home opened over a slow link that sends its HTML up to `cutAfter`, holds the rest until that
 * much is painted (and `whilePaused` has looked at it), then sends it; read once the app's own controls are on the page.
 */
async function shiftInPieces(page: Page, site: string, cutAfter: string, whilePaused?: () => Promise<void>) {
  const link = await serveHtmlInPieces(site, '/', cutAfter)
  try {
    const layoutShift = await watchLayoutShifts(page)
    const answer = await page.goto(link.url, { waitUntil: 'commit' })
    if (answer?.status() !== 200) throw new Error(`the slow link answered: ${await answer?.text()}`)
    await firstPaintDone(page)
    await whilePaused?.()
    link.sendRest()
    await page.waitForLoadState('load')
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor()
    return await layoutShift()
  } finally {
    await link.close()
  }
}
