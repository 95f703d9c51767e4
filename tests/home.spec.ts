import { fill } from '#src/content/words.ts'
import { bookCard } from './support/book-card.ts'
import { content, words } from './support/content.ts'
import { scrollToRevealed, waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

test('the sections come in the page’s order', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elena Marlowe')
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
  expect(headings).toEqual(['About the Author', 'Featured Books', 'Letters from the Shore', "Let's Connect"])
  await expect(page.locator('footer')).toContainText('Powered by')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Lantern Studio' })).toHaveAttribute(
    'target',
    '_blank',
  )
})

test('the about section shows the three stats', async ({ page }) => {
  await page.goto('/')
  for (const [value, label] of [
    ['12+', 'Books Published'],
    ['5', 'Awards Won'],
    ['50K+', 'Readers'],
  ]) {
    await expect(page.locator('dl div').filter({ hasText: label })).toContainText(value)
  }
})

for (const [button, target] of [
  ['Explore Books', '#books'],
  ['Get in Touch', '#contact'],
  ['Connect with Elena', '#contact'],
] as const) {
  test(`"${button}" brings ${target} into view`, async ({ page }) => {
    await page.goto('/')
    const section = page.locator(target)
    await expect(section).not.toBeInViewport()
    await page.getByRole('link', { name: button }).click()
    await expect(section).toBeInViewport()
  })
}

test('three book cards with their details, then the Coming Soon card', async ({ page }) => {
  await page.goto('/')
  const cards = page.locator('#books article')
  await expect(cards).toHaveCount(4)
  const expected = [
    ['The Digital Ocean', 'Contemporary Fiction', '2023', '$12.99'],
    ['Golden Horizons', 'Literary Fiction', '2022', '$14.99'],
    ['Tides of Change', 'Drama', '2021', '$13.99'],
  ]
  for (const [index, [title, genre, year, price]] of expected.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(title)
    await expect(card).toContainText(genre)
    await expect(card).toContainText(`Published ${year}`)
    const buy = card.getByRole('link', { name: fill(words.books.buy, { retailer: 'Amazon', price }) })
    await expect(buy).toHaveAttribute('rel', 'noopener noreferrer')
    // Buy first, then the sample, as in the hero and on the book's page; right under the summary, not at the card's foot.
    await expect(card.getByRole('link', { name: /^(Buy on|Read a sample|View Details)/ })).toHaveText([
      fill(words.books.buy, { retailer: 'Amazon', price }),
      words.books.sample,
      words.books.details,
    ])
    // Both boxes in one frame: the card may still be rising into place.
    const summaryText = content.books.find((book) => book.title === title)?.summary ?? title
    const gap = await card.evaluate((element, text) => {
      const summary = [...element.querySelectorAll('p')].find((p) => p.textContent === text)
      const buyLink = element.querySelector('a[rel="noopener noreferrer"]')
      return (buyLink?.getBoundingClientRect().top ?? 0) - (summary?.getBoundingClientRect().bottom ?? 0)
    }, summaryText)
    expect(gap, `${title}: summary to Buy`).toBeGreaterThan(0)
    expect(gap, `${title}: summary to Buy`).toBeLessThan(32)
  }
  await expect(cards.nth(3)).toContainText('Coming Soon')
  await expect(cards.nth(3)).toContainText(/artificial intelligence/i)
})

test('the buy button opens the purchase link in a new tab', async ({ page, context }) => {
  await context.route('https://www.amazon.com/**', (route) => route.fulfill({ body: 'ok', contentType: 'text/plain' }))
  await page.goto('/')
  await waitUntilLive(page)
  // A card rises into place as it scrolls in; a click during that could land beside the link.
  const card = bookCard(page, 'Golden Horizons')
  await scrollToRevealed(card)
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('link', { name: fill(words.books.buy, { retailer: 'Amazon', price: '$14.99' }) }).click(),
  ])
  await tab.waitForLoadState()
  expect(tab.url()).toContain('amazon.com/s?k=Golden+Horizons')
  expect(page.url()).not.toContain('amazon')
})

test('with reduced motion every section is fully visible at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  for (const id of ['#about', '#books', '#contact']) {
    await expect(page.locator(id)).toHaveCSS('opacity', '1')
    await expect(page.locator(id)).toHaveCSS('transform', 'none')
  }
})

test('the contact form fades in where it stands: a field never rises under the reader’s tap', async ({ page }) => {
  await page.goto('/')
  const contact = page.locator('#contact')
  await expect(contact).toHaveAttribute('data-reveal-pending', '')
  await expect(contact).toHaveCSS('opacity', '0')
  await expect(contact).toHaveCSS('transform', 'none')
  await expect(page.getByRole('article').first()).not.toHaveCSS('transform', 'none')
})

test('sections reveal once they are scrolled to, and stay', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('#contact')).toHaveCSS('opacity', '0')
  await page.locator('#contact').scrollIntoViewIfNeeded()
  await expect(page.locator('#contact')).toHaveCSS('opacity', '1')
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
  await expect(page.locator('h1')).toBeInViewport()
  await expect(page.locator('#contact')).toHaveCSS('opacity', '1')
})
