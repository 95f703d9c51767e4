// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

// A book still to come is sold as a pre-order: its Coming Soon card on the home, its own page and its structured
// data, before the app runs and once it does; and from its day on the reader's own calendar it reads as published.
import type { Page } from '@playwright/test'
import { leadBook } from '#src/content/lead-book.ts'
import { fill } from '#src/content/words.ts'
import { axeViolations } from './support/axe.ts'
import { bookCard } from './support/book-card.ts'
import { cardBuy, content, storeBuy, words } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { waitUntilLive } from './support/live.ts'
import { mailsTo, subscribersOf, warmUpNewsletter } from './support/newsletter.ts'
import { newsletter, uniqueReader } from './support/newsletter-form.ts'
import { expect, test } from './support/test.ts'

test.use({ viewport: { width: 390, height: 844 } })

const siteUrl = process.env.VITE_SITE_URL || content.site.url
// The soonest book the build saw still to come.
const coming = content.books
  .filter((book) => book.release?.forthcoming)
  .sort((a, b) => (a.release?.day ?? '').localeCompare(b.release?.day ?? ''))[0]
const release = coming?.release

type Offer = Record<string, unknown>
/** The book's node in a page's JSON-LD, as a crawler reads it. */
async function nodeOf(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const graph = scripts.flatMap((text) => JSON.parse(text)['@graph'] ?? [])
  return graph.find(
    (item: { name?: string; '@type': string }) => item['@type'] === 'Book' && item.name === coming?.title,
  )
}

/** The offers of the book's editions in its page's JSON-LD. */
async function offersOf(page: Page) {
  const node = await nodeOf(page)
  expect(node?.datePublished).toBe(release?.day)
  return (node?.workExample ?? []).flatMap((edition: { offers: Offer[] }) => edition.offers) as Offer[]
}

/** Each store's offer as search engines should read it: a pre-order from the release day, its price when it has one. */
const preOrders = () =>
  coming?.editions.flatMap((edition) =>
    edition.buy.map((link) => ({
      '@type': 'Offer',
      ...(link.price && { price: String(link.price.amount), priceCurrency: link.price.currency }),
      availability: 'https://schema.org/PreOrder',
      availabilityStarts: release?.day,
      url: link.url,
      seller: { '@type': 'Organization', name: link.retailer },
      ...(link.regions.length > 0 && { eligibleRegion: link.regions.map((name) => ({ '@type': 'Country', name })) }),
    })),
  )

test.describe('a book still to come', () => {
  test.skip(!coming, 'no book of this author’s is still to come')

  test('its Coming Soon card on the home offers the pre-order, before the app runs and once it does', async ({
    page,
  }) => {
    const startApp = await holdApp(page)
    await page.goto('/')
    const card = bookCard(page, coming.title)
    const buy = cardBuy(coming)
    const checkCard = async () => {
      await expect(card).toContainText(words.books.comingSoon)
      await expect(card).toContainText(fill(words.books.expected, { when: release?.text ?? '' }))
      await expect(card.getByRole('link', { name: buy.words, exact: true })).toHaveAttribute('href', buy.url)
      await expect(card.getByRole('link', { name: coming.title, exact: true })).toHaveAttribute(
        'href',
        `/books/${coming.slug}`,
      )
    }
    await checkCard()
    // The last of the home's cards: after the books that are out.
    await expect(page.locator('#books article').last()).toHaveAccessibleName(coming.title)
    // The home names it by its page, where its offers are.
    expect(await nodeOf(page)).toEqual({
      '@type': 'Book',
      '@id': `${siteUrl}/books/${coming.slug}#book`,
      url: `${siteUrl}/books/${coming.slug}`,
      name: coming.title,
    })
    startApp()
    await waitUntilLive(page)
    await checkCard()
  })

  test('its own page sells the pre-order, says its day, and tells search engines; the sitemap lists it', async ({
    page,
  }) => {
    const startApp = await holdApp(page)
    await page.goto(`/books/${coming.slug}`)
    const article = page.getByRole('article')
    const buy = storeBuy(coming, coming.editions[0].buy[0])
    const checkPage = async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(coming.title)
      await expect(article.locator('header')).toContainText(words.books.comingSoon)
      await expect(article.locator('header')).toContainText(fill(words.books.expected, { when: release?.text ?? '' }))
      await expect(article.getByRole('link', { name: buy.words, exact: true }).first()).toBeInViewport()
      await expect(article.getByText(fill(words.books.published, { year: coming.year }))).toHaveCount(0)
    }
    await checkPage()
    expect(await offersOf(page)).toEqual(preOrders())
    startApp()
    await waitUntilLive(page)
    await checkPage()
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${siteUrl}/books/${coming.slug}</loc>`)
  })

  test('its page takes a release alert, keeping an address typed before the app runs; its mail names the book, and so do the pages its links open; a book out has none', async ({
    page,
    request,
  }) => {
    test.skip(!newsletter, 'a site without a newsletter offers no alert')
    await warmUpNewsletter(request)
    const alert = page.getByRole('region', { name: words.newsletter.alertHeading })
    const email = alert.getByRole('textbox', { name: words.newsletter.email })
    const button = alert.getByRole('button', { name: words.newsletter.alertSubscribe })
    const reader = uniqueReader()
    const startApp = await holdApp(page)
    await page.goto(`/books/${coming.slug}`)
    // The prerendered form: its own consent line, the button waiting for the app; the address typed meanwhile stays.
    await expect(alert).toContainText(words.newsletter.alertConsent)
    await expect(button).toBeDisabled()
    await email.fill(reader)
    startApp()
    await waitUntilLive(page)
    await expect(button).toBeEnabled()
    await expect(email).toHaveValue(reader)
    expect(await axeViolations(page, '#release-alert')).toEqual([])
    // The card as drawn (its ::before): as much room under the button as over the heading, the status line's room
    // kept below it; once the line speaks the card takes it in, and the section, with all below it, stays put.
    const card = () =>
      alert.evaluate((section) => {
        const box = section.getBoundingClientRect()
        const edge = box.bottom - Number.parseFloat(getComputedStyle(section, '::before').bottom)
        const part = (selector: string) => section.querySelector(selector)!.getBoundingClientRect()
        return {
          top: part('h2').top - box.top,
          bottom: edge - part('button[type="submit"]').bottom,
          statusIn: part('[role="status"]').bottom <= edge + 1,
          height: box.height,
        }
      })
    const idle = await card()
    expect(Math.abs(idle.top - idle.bottom), 'the card’s padding over the heading and under the button').toBeLessThan(4)
    // One sign-up a page: on a book still to come the alert stands in for the newsletter's form, to the page's end.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await expect(page.locator('#newsletter')).toHaveCount(0)
    await button.click()
    await expect(alert.getByRole('status')).toHaveText(words.newsletter.sent)
    expect(await card()).toMatchObject({ statusIn: true, height: idle.height })
    await expect(alert.getByRole('region', { name: words.newsletter.sent })).toContainText(
      fill(words.newsletter.alertSentText, { email: reader }),
    )
    // The book is the sign-up's topic, under the alert's consent, and the mail to confirm names it.
    await expect.poll(async () => (await mailsTo(request, reader)).length, { timeout: 15_000 }).toBe(1)
    const [mail] = await mailsTo(request, reader)
    expect(mail.subject).toBe(fill(words.confirmationMail.alertSubject, { title: coming.title }))
    expect(await subscribersOf(request, reader)).toMatchObject([
      { topic: coming.slug, status: 'pending', consent: words.newsletter.alertConsent },
    ])

    // The mail's links open pages that speak of the book. The prerendered page cannot know it and reads as the
    // newsletter's until the app runs (adopted without an error); then it names the book, the address neither.
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    const named = { title: coming.title }
    const main = page.getByRole('main')
    const heading = main.getByRole('heading', { level: 1 })
    const startLinkPage = await holdApp(page)
    await page.goto(mail.confirmUrl)
    await expect(heading).toHaveText(words.newsletter.confirmTitle)
    startLinkPage()
    await waitUntilLive(page)
    await expect(heading).toHaveText(words.newsletter.alertConfirmTitle)
    await expect(main).toContainText(fill(words.newsletter.alertConfirmText, named))
    await expect(page).toHaveTitle(`${words.newsletter.alertConfirmTitle} — ${content.author.name}`)
    await expect(page).toHaveURL(/\/newsletter\/confirm$/)
    expect(await axeViolations(page)).toEqual([])
    await main.getByRole('button', { name: words.newsletter.alertConfirmButton }).click()
    await expect(main.getByRole('status')).toHaveText(fill(words.newsletter.alertConfirmed, named))
    expect(await subscribersOf(request, reader)).toMatchObject([{ topic: coming.slug, status: 'confirmed' }])

    await page.goto(mail.unsubscribeUrl)
    await waitUntilLive(page)
    await expect(heading).toHaveText(words.newsletter.alertUnsubscribeTitle)
    await expect(main).toContainText(fill(words.newsletter.alertUnsubscribeText, named))
    await expect(page).toHaveURL(/\/newsletter\/unsubscribe$/)
    await main.getByRole('button', { name: words.newsletter.alertUnsubscribeButton }).click()
    await expect(main.getByRole('status')).toHaveText(fill(words.newsletter.alertUnsubscribed, named))
    expect(await subscribersOf(request, reader)).toMatchObject([{ topic: coming.slug, status: 'unsubscribed' }])
    expect(errors).toEqual([])

    const out = content.books.find((book) => !book.release?.forthcoming)
    if (!out) return
    await page.goto(`/books/${out.slug}`)
    await waitUntilLive(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(out.title)
    await expect(page.locator('#release-alert')).toHaveCount(0)
    // There the newsletter's form is the page's sign-up, where the content shows it on a book's page.
    await expect(page.locator('#newsletter')).toHaveCount(newsletter?.showOn.includes('book') ? 1 : 0)
  })

  test.describe('for a reader east of the date line, just past midnight of its day', () => {
    // 00:30 of the release day in Kiritimati (UTC+14) is 10:30 of the day before in UTC, and before it in the Americas.
    test.use({ timezoneId: 'Pacific/Kiritimati' })

    test('the page built before its day reads as published once the app runs: Buy, its year, no Coming Soon; the same lead', async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date(`${release?.day}T00:30:00+14:00`))
      // React adopts the page as built, then redraws the card: a mismatch while adopting would be reported here.
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
      const startApp = await holdApp(page)
      await page.goto('/')
      const card = bookCard(page, coming.title)
      // The first screen's book, chosen at build: the app keeps it, never swapping it under the reader.
      const lead = leadBook(content.books)
      const leadTitle = page
        .getByRole('region', { name: words.hero.label })
        .getByRole('link', { name: lead?.title, exact: true })
      // As built: still to come.
      await expect(card).toContainText(words.books.comingSoon)
      await expect(leadTitle).toBeVisible()
      startApp()
      await waitUntilLive(page)
      await expect(leadTitle).toBeVisible()
      // The same store, as a book that is out sells it, on its card and, when it leads, on the first screen.
      const { url, words: buyWords } = storeBuy({ ...coming, release: undefined }, cardBuy(coming))
      await expect(card.getByRole('link', { name: buyWords, exact: true })).toHaveAttribute('href', url)
      if (lead === coming) {
        const hero = page.getByRole('region', { name: words.hero.label })
        await expect(hero.getByRole('link', { name: buyWords, exact: true })).toHaveAttribute('href', url)
        await expect(hero).not.toContainText(fill(words.books.expected, { when: coming.release?.text ?? '' }))
      }
      await expect(card).toContainText(fill(words.books.published, { year: coming.year }))
      await expect(card).not.toContainText(words.books.comingSoon)
      expect(errors).toEqual([])
    })
  })
})
