import { fill } from '#src/content/words.ts'
import { axeViolations } from './support/axe.ts'
import { cardBuy, content, words } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { inkIn } from './support/ink.ts'
import { tabTo } from './support/keyboard.ts'
import { watchLayoutShifts } from './support/layout-shifts.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, type Locator, type Page, test } from './support/test.ts'
import { expectTheme } from './support/theme.ts'

const book = content.books.find((candidate) => candidate.sample)
if (!book?.sample) throw new Error('The content has no book with a sample chapter')
const sample = book.sample
const bookPath = `/books/${book.slug}`
const samplePath = `${bookPath}/sample`

const chapter = (page: Page) => page.getByRole('article', { name: sample.title })
const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Reading progress' })
const textSize = (page: Page) => page.getByRole('status').filter({ hasText: 'Text size' })
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Scrolls at once to where the chapter is this far read (0..1), and returns the scroll. */
function scrollToProgress(page: Page, progress: number) {
  return page.evaluate((progress) => {
    const box = document.querySelector('article')!.getBoundingClientRect()
    const end = box.top + window.scrollY + box.height - document.documentElement.clientHeight
    window.scrollTo({ top: progress * end, behavior: 'instant' })
    return Math.round(window.scrollY)
  }, progress)
}

/** How far through the chapter the window is now (0..1), measured as scrollToProgress sets it. */
function progressNow(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('article')!.getBoundingClientRect()
    const end = box.top + window.scrollY + box.height - document.documentElement.clientHeight
    return window.scrollY / end
  })
}

/**
 * What IndexedDB holds for this book: the reader's progress through its sample. Read only once the app has made
 * the database: opened first by the test, it would exist without its store, and the app would find it so.
 */
function savedProgress(page: Page) {
  return page.evaluate(async (slug) => {
    const made = (await indexedDB.databases()).some(({ name }) => name === 'reading-positions')
    if (!made) return undefined
    return new Promise<unknown>((resolve, reject) => {
      const open = indexedDB.open('reading-positions')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const database = open.result
        if (!database.objectStoreNames.contains('positions')) {
          database.close()
          return resolve(undefined)
        }
        const read = database.transaction('positions').objectStore('positions').get(slug)
        read.onsuccess = () => resolve(read.result)
        read.onerror = () => reject(read.error)
        read.transaction?.addEventListener('complete', () => database.close())
      }
    })
  }, book!.slug)
}

async function openSample(page: Page) {
  await page.goto(samplePath)
  await waitUntilLive(page)
  await expect(chapter(page)).toBeVisible()
}

test('the place in a sample is kept across a reload', async ({ page }) => {
  await openSample(page)
  await scrollToProgress(page, 0.5)
  await expect.poll(() => savedProgress(page)).toBeCloseTo(0.5, 2)

  // The same share of the chapter, not the same pixels: a font cached since may wrap the lines differently.
  await page.reload()
  await waitUntilLive(page)
  await expect.poll(() => progressNow(page)).toBeCloseTo(0.5, 2)
  await expect(progressBar(page)).toHaveJSProperty('value', 50)
})

test('the book page offers to continue, and continuing returns to the place', async ({ page }) => {
  await page.goto(bookPath)
  await waitUntilLive(page)
  await page.getByRole('link', { name: 'Read a sample' }).click()
  await expect(chapter(page)).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(0)

  await scrollToProgress(page, 0.2)
  // Within the second after a save: only leaving the page saves this one. The header's link is at the
  // top of the page, so reaching it scrolls there: that must not lose the place.
  await scrollToProgress(page, 0.4)
  await page.getByRole('link', { name: 'Back to the book' }).click()

  const continueReading = page.getByRole('link', { name: 'Continue reading (40%)' })
  await expect(continueReading).toBeVisible()
  await continueReading.click()
  await expect(chapter(page)).toBeVisible()
  await expect.poll(() => progressNow(page)).toBeCloseTo(0.4, 2)
  await expect(progressBar(page)).toHaveJSProperty('value', 40)
})

test('the progress bar fills as the reader scrolls, and the sample ends with Buy and the way back', async ({
  page,
}) => {
  await openSample(page)
  await expect(progressBar(page)).toHaveJSProperty('value', 0)
  await scrollToProgress(page, 0.25)
  await expect(progressBar(page)).toHaveJSProperty('value', 25)
  await scrollToProgress(page, 1)
  await expect(progressBar(page)).toHaveJSProperty('value', 100)
  // Read on by half a screen, past the chapter's last line: its end, not the footer under it, is what comes next.
  await page.evaluate(() => window.scrollBy({ top: innerHeight / 2, behavior: 'instant' }))
  await expect(progressBar(page)).toHaveJSProperty('value', 100)

  // The book itself ends the sample, as a reader who liked the chapter looks for it: its cover and its title by the buy.
  const end = page.getByRole('region', { name: words.reader.end })
  await expect(end.getByRole('img', { name: fill(words.books.cover, { title: book!.title }) })).toBeInViewport()
  await expect(end.getByText(book!.title, { exact: true })).toBeInViewport()
  const buy = end.getByRole('link', { name: cardBuy(book!).words })
  await expect(buy).toBeInViewport()
  await expect(buy).toHaveAttribute('href', cardBuy(book!).url)
  await page.getByRole('link', { name: 'More about the book' }).click()
  await expect(page).toHaveURL(bookPath)
  await page.getByRole('link', { name: 'Read the sample again' }).click()
  await expect(chapter(page)).toBeVisible()
  await expect(progressBar(page)).toHaveJSProperty('value', 0)
  expect(await scrollY(page)).toBe(0)
})

test('on a phone the text size stands in the way back’s row, named, its icons at full size, and the chapter starts in the first screen’s upper half', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await openSample(page)
  const back = (await page.getByRole('link', { name: words.reader.backToBook }).boundingBox())!
  const control = page.getByRole('group', { name: words.reader.textSize })
  // Its name is seen, over the size's dots: a size, not "3 of 5" read as a page.
  await expect(
    control.getByText(words.reader.textSize, { exact: true }).and(page.locator('[aria-hidden]')),
  ).toBeVisible()
  for (const name of ['Smaller text', 'Larger text']) {
    const button = (await page.getByRole('button', { name }).boundingBox())!
    const icon = await page.getByRole('button', { name }).locator('svg').boundingBox()
    expect(icon?.width).toBeGreaterThanOrEqual(16)
    expect(
      Math.abs(button.y + button.height / 2 - (back.y + back.height / 2)),
      `${name} in the way back’s row`,
    ).toBeLessThan(2)
    expect(button.x + button.width).toBeLessThanOrEqual(360)
  }
  const firstLine = (await chapter(page).locator('p').first().boundingBox())!
  expect(firstLine.y).toBeLessThan(320)
})

const chapterFontSize = (page: Page) =>
  chapter(page)
    .locator('p')
    .first()
    .evaluate((paragraph) => getComputedStyle(paragraph).fontSize)

test('the text size is kept across a reload, and nothing moves as the page loads at that size', async ({ page }) => {
  await openSample(page)
  const normal = await chapterFontSize(page)
  await page.getByRole('button', { name: 'Larger text' }).click()
  await page.getByRole('button', { name: 'Larger text' }).click()
  await expect(textSize(page)).toHaveText('Text size 5 of 5')
  const largest = await chapterFontSize(page)
  expect(Number.parseFloat(largest)).toBeGreaterThan(Number.parseFloat(normal))

  const layoutShift = await watchLayoutShifts(page)
  await page.reload()
  await waitUntilLive(page)
  await expect(textSize(page)).toHaveText('Text size 5 of 5')
  expect(await chapterFontSize(page)).toBe(largest)
  const shift = await layoutShift()
  expect(shift.score, shift.moved).toBeLessThan(0.001)
})

test('a stored text size is on the chapter before any module runs', async ({ page }) => {
  await page.route(/\.(js|tsx?)(\?.*)?$/, (route) => route.abort())
  const blockedEntry = () =>
    page.waitForEvent('requestfailed', (request) => /\/assets\/index-[^/]+\.js$/.test(request.url()))
  const entryBlocked = blockedEntry()
  await page.goto(samplePath)
  await entryBlocked // the app never started: only index.html's inline script ran
  const normal = Number.parseFloat(await chapterFontSize(page))

  await page.evaluate(() => localStorage.setItem('text-size', '5'))
  const entryBlockedAgain = blockedEntry()
  await page.reload()
  await entryBlockedAgain
  await expect(page.locator('html')).toHaveAttribute('data-text-size', '5')
  expect(Number.parseFloat(await chapterFontSize(page))).toBeGreaterThan(normal)
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the sample page has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    await openSample(page)
    await expectTheme(page, colorScheme)
    await scrollToProgress(page, 0.5)
    await expect(progressBar(page)).not.toHaveJSProperty('value', 0)
    expect(await axeViolations(page)).toEqual([])
  })
}

test('a keyboard alone opens the sample, sizes the text, reads to the end and buys', async ({ page }) => {
  // Focus scrolls at once, so where the focus lands can be checked without waiting out a smooth scroll.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(bookPath)
  await waitUntilLive(page)
  await tabTo(page, 'Read a sample')
  await page.keyboard.press('Enter')
  await expect(chapter(page)).toBeVisible()
  await waitUntilLive(page)

  const larger = await tabTo(page, 'Larger text')
  await page.keyboard.press('Enter')
  await expect(textSize(page)).toHaveText('Text size 4 of 5')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter') // at the largest already: nothing changes, and focus stays
  await expect(textSize(page)).toHaveText('Text size 5 of 5')
  await expect(larger).toBeFocused()
  await expect(larger).toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('button', { name: 'Smaller text' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(textSize(page)).toHaveText('Text size 4 of 5')

  await page.keyboard.press('End')
  await expect(progressBar(page)).toHaveJSProperty('value', 100)
  const buy = await tabTo(page, cardBuy(book!).words)
  await expect(buy).toBeInViewport()
  await expect(buy).toHaveAttribute('href', cardBuy(book!).url)
})

/** The chapter's longest paragraph, line by line: the characters on each full line (its last line left out). */
function charactersPerLine(page: Page) {
  return chapter(page).evaluate((article) => {
    const paragraph = [...article.querySelectorAll('p')].sort(
      (a, b) => b.textContent!.length - a.textContent!.length,
    )[0]
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    const lines: number[] = []
    let top = Number.NaN
    for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
      for (let index = 0; index < text.length; index++) {
        range.setStart(text, index)
        range.setEnd(text, index + 1)
        const rect = range.getBoundingClientRect()
        if (rect.height === 0) continue
        if (!(Math.abs(rect.top - top) < rect.height / 2)) lines.push(0)
        top = rect.top
        lines[lines.length - 1]++
      }
    }
    return lines.slice(0, -1)
  })
}

test('every text size keeps a wide screen’s lines between 60 and 75 characters, the way back over where they start', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const left = (target: Locator) => target.evaluate((node) => Math.round(node.getBoundingClientRect().left))
  for (const size of ['1', '2', '3', '4', '5']) {
    await page.addInitScript((size) => localStorage.setItem('text-size', size), size)
    await openSample(page)
    const lines = await charactersPerLine(page)
    expect(lines.length, `text size ${size}`).toBeGreaterThan(2)
    const average = lines.reduce((sum, count) => sum + count, 0) / lines.length
    expect(average, `text size ${size}`).toBeGreaterThanOrEqual(60)
    expect(average, `text size ${size}`).toBeLessThanOrEqual(75)
    const back = page.getByRole('link', { name: words.reader.backToBook })
    expect(await left(back), `text size ${size}`).toBe(await left(page.locator('main h1')))
  }
})

/**
 * Each paragraph of the chapter as it is set: what comes before it (the chapter's start, a paragraph, a scene's
 * break), its first line's indent in ems of its text, the space between it and what is above it, and whether its
 * first line is set in capitals: the face's own, smaller than the text, spaced, at the text's weight, never small caps
 * the browser makes up (the text's face has none of its own, and neither have its fallbacks).
 */
function paragraphSetting(page: Page) {
  return chapter(page).evaluate((article) =>
    [...article.querySelectorAll('p')].map((paragraph) => {
      const before = paragraph.previousElementSibling
      const style = getComputedStyle(paragraph)
      return {
        after: before ? before.tagName.toLowerCase() : 'start',
        indent: Number.parseFloat(style.textIndent) / Number.parseFloat(style.fontSize),
        gap: before ? paragraph.getBoundingClientRect().top - before.getBoundingClientRect().bottom : 0,
        capitals: (() => {
          const line = getComputedStyle(paragraph, '::first-line')
          const size = Number.parseFloat(line.fontSize) / Number.parseFloat(style.fontSize)
          return (
            line.textTransform === 'uppercase' &&
            line.fontVariantCaps === 'normal' &&
            size >= 0.75 &&
            size <= 0.9 &&
            Number.parseFloat(line.letterSpacing) > 0 &&
            line.fontWeight === style.fontWeight
          )
        })(),
        top: paragraph.getBoundingClientRect().top + window.scrollY,
      }
    }),
  )
}

test('the chapter is set as a book, from its first paint: paragraphs indented with no space between them, the chapter’s and each scene’s first flush, its first line in capitals', async ({
  page,
}) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 })
    const startApp = await holdApp(page)
    await page.goto(samplePath, { waitUntil: 'commit' })
    await expect(chapter(page)).toBeVisible()
    const held = await paragraphSetting(page)
    const [first, ...rest] = held
    expect(first, `${width}: the chapter's first paragraph`).toMatchObject({
      after: 'start',
      indent: 0,
      capitals: true,
    })
    const runOn = rest.filter(({ after }) => after === 'p')
    const sceneStarts = rest.filter(({ after }) => after === 'hr')
    expect(runOn.length, `${width}: paragraphs that run on`).toBeGreaterThan(2)
    expect(sceneStarts.length, `${width}: scenes after a break`).toBeGreaterThan(0)
    // Each paragraph's whole setting in one check, so that none passes where the chapter is set as web copy.
    for (const [index, { indent, gap, capitals }] of runOn.entries()) {
      expect(
        { indented: indent >= 1.2 && indent <= 1.5, touching: Math.abs(gap) < 1, capitals },
        `${width}: run-on paragraph ${index}, indented ${indent.toFixed(2)} em, ${gap} px under the one before`,
      ).toEqual({ indented: true, touching: true, capitals: false })
    }
    for (const [index, { indent, gap, capitals }] of sceneStarts.entries()) {
      expect(
        { indent, capitals, standsApart: gap > 16 },
        `${width}: scene ${index + 2}'s first paragraph, ${gap} px under the break`,
      ).toEqual({ indent: 0, capitals: true, standsApart: true })
    }

    // The app taking over sets nothing differently: every paragraph where the HTML alone put it.
    startApp()
    await waitUntilLive(page)
    expect(await paragraphSetting(page), `${width}: once the app has started`).toEqual(held)
    // A larger text size scales the indent with the text: the same ems, not the same pixels.
    await page.getByRole('button', { name: 'Larger text' }).click()
    await expect(textSize(page)).toHaveText('Text size 4 of 5')
    const larger = (await paragraphSetting(page)).find(({ after }) => after === 'p')!.indent
    expect(
      { indented: larger >= 1.2 && larger <= 1.5, sameEms: Math.abs(larger - runOn[0]!.indent) < 0.001 },
      `${width}: a run-on paragraph's indent at a larger size, ${larger.toFixed(3)} em`,
    ).toEqual({ indented: true, sameEms: true })
    await page.evaluate(() => localStorage.removeItem('text-size'))
    await page.unrouteAll()
  }
})

// The author's `* * *` was a short rule in the line's colour, 1.30:1 on the light page and 1.55:1 on the dark: now an
// ornament, drawn at WCAG's 3:1 for a graphic or more, and still the separator a screen reader announces.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`in the ${colorScheme} theme each scene break is an ornament a reader sees, and a separator to a screen reader`, async ({
    page,
  }) => {
    const breaks = sample.body.html.match(/<hr\b/g)?.length ?? 0
    test.skip(breaks === 0, 'the sample has no scene break')
    await page.emulateMedia({ colorScheme })
    // Drawn by the page's CSS from its first paint: seen before the app's code has come.
    await holdApp(page)
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 844 })
      await page.goto(samplePath)
      await expectTheme(page, colorScheme)
      const separators = chapter(page).getByRole('separator')
      await expect(separators).toHaveCount(breaks)
      for (let index = 0; index < breaks; index++) {
        const { contrast, ink, ground, width: wide, height: tall } = await inkIn(separators.nth(index))
        expect(
          { seen: contrast >= 3, aMarkNotAHairline: wide >= 24 && tall >= 5 },
          `${width}: break ${index + 1}, ${ink} on ${ground} (${contrast.toFixed(2)}:1), ${wide}×${tall} px`,
        ).toEqual({ seen: true, aMarkNotAHairline: true })
      }
    }
  })
}
