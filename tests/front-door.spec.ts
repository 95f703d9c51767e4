// @any-author: these tests hold for any author, and npm run test:second-author runs them against one
import { homeBooks } from '#src/content/home-books.ts'
import { hook } from '#src/content/hook.ts'
import { leadBook } from '#src/content/lead-book.ts'
import { releaseLine } from '#src/content/release-line.ts'
import { storeRegions, storesFor } from '#src/content/stores.ts'
import { fill } from '#src/content/words.ts'
import { bookCard, cardedBooks, textGap } from './support/book-card.ts'
import { boxesTogether } from './support/box.ts'
import { buyLabelBreaks } from './support/buy-label-lines.ts'
import { cardBuy, content, storeBuy, words } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { layOutEverySection } from './support/lay-out-every-section.ts'
import { waitUntilLive } from './support/live.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, type Locator, type Page, test } from './support/test.ts'

/** The home as its HTML lays it out before the app runs, every section laid out as a reader scrolling meets it. */
async function heldHomeLaidOut(page: Page) {
  await holdApp(page)
  await page.goto('/')
  await layOutEverySection(page)
}

const { site } = content
const lead = leadBook(content.books)
if (!lead) throw new Error('the content under test has no book')
const leadBuy = lead.editions[0].buy
/** The lead book's first store in a region, as the hero's button names it. */
const buyIn = (region: string) => storeBuy(lead, storesFor(leadBuy, region)[0]).words
const hero = (page: Page) => page.getByRole('region', { name: words.hero.label })

/** How many lines a part of a link's label is drawn on (0 if the label has no such part). */
const linesOfLabel = (link: Locator, part: string) =>
  link.evaluate((node, part) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    const texts: Text[] = []
    for (let text = walker.nextNode(); text; text = walker.nextNode()) texts.push(text as Text)
    // The page may join the price and its words with no-break spaces, as a price formatted for many languages does.
    const plain = (words: string) => words.replaceAll('\u00a0', ' ')
    const start = plain(texts.map((text) => text.data).join('')).lastIndexOf(plain(part))
    if (start < 0) return 0
    /** A place in the label's words as a text node and an offset in it. */
    const at = (offset: number): [Text, number] => {
      for (const text of texts) {
        if (offset <= text.length) return [text, offset]
        offset -= text.length
      }
      throw new Error('past the label')
    }
    const range = document.createRange()
    range.setStart(...at(start))
    range.setEnd(...at(start + part.length))
    const boxes = [...range.getClientRects()].filter((rect) => rect.width > 0)
    // A line per box whose middle is half a box's height or more from the first's: the label's parts are boxes of their
    // own, whose edges need not meet their text's on the same line.
    const middles = boxes.map((box) => box.top + box.height / 2)
    return new Set(middles.map((middle) => Math.round((middle - middles[0]) / boxes[0].height))).size
  }, part)

/**
 * How far a link's ↗ stands from the end of its words: from the last word on its line, or 0 when it has a line of its
 * own beneath them (the part that wraps). A label on two lines once left it at the button's far edge.
 */
const arrowGap = (link: Locator) =>
  link.evaluate((node) => {
    const arrow = node.querySelector('svg') as SVGElement
    const range = document.createRange()
    range.setStart(node, 0)
    range.setEndBefore(arrow)
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
    const bottom = Math.max(...rects.map((rect) => rect.bottom))
    // The last line's boxes by their middles: the label's parts are boxes of different heights on one line.
    const middle = (rect: DOMRect) => rect.top + rect.height / 2
    const lowest = Math.max(...rects.map(middle))
    const lastLine = rects.filter((rect) => middle(rect) > lowest - rect.height / 2)
    const box = arrow.getBoundingClientRect()
    if (box.top >= bottom - 1) return 0
    return getComputedStyle(node).direction === 'rtl'
      ? Math.min(...lastLine.map((rect) => rect.left)) - box.right
      : box.left - Math.max(...lastLine.map((rect) => rect.right))
  })

test('the first screen sells the lead book, before the app runs, on a phone and on a laptop', async ({ page }) => {
  const startApp = await holdApp(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const cover = hero(page).getByRole('img', { name: fill(words.books.cover, { title: lead.title }), exact: true })
  const buy = hero(page).getByRole('link', { name: buyIn(site.region), exact: true })
  const title = hero(page).getByRole('link', { name: lead.title, exact: true })
  // Its year, as every card says it; a pre-order the day it comes, beside its button.
  const year = hero(page).getByText(releaseLine(lead, Boolean(lead.release?.forthcoming), words.books), { exact: true })
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size)
    for (const [what, part] of [
      ['cover', cover],
      ['buy link', buy],
      ['title', title],
      ['year or day it comes', year],
    ] as const)
      await expect(part, `${size.width}×${size.height}: the lead book's ${what}`).toBeInViewport({ ratio: 1 })
  }
  await expect(buy).toHaveAttribute('href', storesFor(leadBuy, site.region)[0].url)
  await expect(buy).toHaveAttribute('target', '_blank')
  await expect(title).toHaveAttribute('href', `/books/${lead.slug}`)
  if (lead.sample)
    await expect(hero(page).getByRole('link', { name: words.books.sample })).toHaveAttribute(
      'href',
      `/books/${lead.slug}/sample`,
    )
  // The words read on one line on a phone and a laptop; where they do not fit, they break only between the store's
  // phrase and its price, each whole.
  const label = buyIn(site.region)
  /** Whether the whole label, unwrapped, fits the button's line: the room the design gives English words. */
  const labelFits = () =>
    buy.evaluate((link) => {
      const style = getComputedStyle(link)
      const room = link.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
      // The label shown (a longer one may lie unseen in the same cell) and its arrow, as one line would hold them: a
      // copy as wide as its words, out of the button's flow (in it, a flex item shrinks to the room it is measured against).
      const first = link.firstElementChild as HTMLElement
      const shown = getComputedStyle(first).display === 'grid' ? (first.firstElementChild as HTMLElement) : first
      const copy = shown.cloneNode(true) as HTMLElement
      Object.assign(copy.style, { position: 'absolute', width: 'max-content', whiteSpace: 'nowrap' })
      link.append(copy)
      const needed = copy.getBoundingClientRect().width
      copy.remove()
      // Half a pixel for the layout's rounding.
      return needed <= room + 0.5
    })
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    // English fits; on a phone a longer language's words ("Pré-encomendar na Amazon – 16,99 €") may take two lines,
    // the store's phrase on one and the price on the other. On a wide screen the card has room for them on one.
    const fits = await labelFits()
    if (site.language.startsWith('en') || width >= 1440)
      expect(fits, `“${label}” fits one line at ${width} wide`).toBe(true)
    if (fits) expect(await linesOfLabel(buy, label), `lines of “${label}” at ${width} wide`).toBe(1)
    expect(await buyLabelBreaks(hero(page)), `at ${width} wide`).toEqual([])
    expect(await arrowGap(buy), `the ↗ beside the last word at ${width} wide`).toBeLessThanOrEqual(12)
  }
  await page.setViewportSize({ width: 360, height: 640 })
  expect(await buyLabelBreaks(hero(page)), 'at 360 wide').toEqual([])
  expect(await arrowGap(buy), 'the ↗ beside the last word at 360 wide').toBeLessThanOrEqual(12)
  // The hero's two buttons: side by side, or stacked at one width.
  for (const size of [
    { width: 360, height: 640 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size)
    const [explore, contact] = await hero(page)
      .locator('a[href="#books"], a[href="#contact"]')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()))
    if (Math.abs(explore.top - contact.top) > 1)
      expect(Math.abs(explore.width - contact.width), `stacked at ${size.width}`).toBeLessThanOrEqual(1)
  }
  // The hook: the summary's opening in whole sentences, never a word cut by a clamp.
  await expect(hero(page).getByText(hook(lead.summary, lead.language ?? site.language), { exact: true })).toBeVisible()
  startApp()
  await waitUntilLive(page)
  await expect(buy).toBeVisible()
})

// Tests that only read the held home, each at its own sizes: one page, laid out once, resized between them.
test.describe('the home as its HTML lays it out', () => {
  // Still cards: a card rising into place as it is measured moved one box and not the next.
  const home = sharedPage(heldHomeLaidOut, { reducedMotion: 'reduce' })

  test('the home’s cards leave out the lead the first screen sells, and on a phone set each cover beside its title', async () => {
    const page = home()
    const shown = cardedBooks(content)
    const leadOut = !lead.release?.forthcoming
    const othersOut = content.books.some((book) => book !== lead && !book.release?.forthcoming)
    if (leadOut && othersOut && !lead.featured) await expect(bookCard(page, lead.title)).toHaveCount(0)
    for (const size of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
    ])
      for (const book of shown) {
        await page.setViewportSize(size)
        const card = bookCard(page, book.title)
        const [box, cover, title] = await boxesTogether(
          card,
          // The cover's link: its image may wait for the reader to near it.
          card.getByRole('link', { name: fill(words.books.cover, { title: book.title }) }),
          card.getByRole('heading', { name: book.title }),
        )
        const at = `${book.title} at ${size.width}`
        expect(cover.width, `${at}: a third of the card`).toBeLessThanOrEqual(box.width / 3)
        // Beside it, on whichever side the language reads from.
        const beside = title.x >= cover.x + cover.width || title.x + title.width <= cover.x
        expect(beside, `${at}: the title beside the cover`).toBe(true)
        expect(title.y, `${at}: at the cover's height`).toBeLessThan(cover.y + cover.height)
      }
  })

  test('the lead’s cover stands alone in its own shape, on a phone and a laptop: no blank block over a square one', async () => {
    const page = home()
    const frame = hero(page)
      .getByRole('link', { name: fill(words.books.cover, { title: lead.title }), exact: true })
      .locator('> div')
    for (const size of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size)
      const { drawn, file } = await frame.evaluate((node) => {
        const { width, height } = node.getBoundingClientRect()
        // The file's own size, as the build wrote it on the image (its width and height attributes).
        const image = node.querySelector('img') as HTMLImageElement
        const attribute = (name: string) => Number(image.getAttribute(name))
        return { drawn: height / width, file: attribute('height') / attribute('width') }
      })
      expect(Math.abs(drawn - file), `at ${size.width}: drawn ${drawn}, the file ${file}`).toBeLessThanOrEqual(0.02)
    }
  })

  test('every card’s cover fills its column on a laptop, however long its words: a frame as tall as the card, never shorter than 2:3', async () => {
    const page = home()
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      for (const book of cardedBooks(content)) {
        const name = fill(words.books.cover, { title: book.title })
        const card = bookCard(page, book.title)
        const cover = card.getByRole('link', { name })
        // The picture's frame: there before its image, which may wait for the reader to near it.
        const [link, image, badge] = await boxesTogether(
          cover,
          cover.locator('> div'),
          card.getByText(book.genre, { exact: true }),
        )
        const at = `${book.title} at ${width}`
        // The genre on the cover, tucked into its corner: a narrow cover's lettering starts just below it.
        expect(badge.y - link.y, `${at}: the genre at the cover's top`).toBeLessThanOrEqual(12)
        expect(
          Math.min(Math.abs(badge.x - link.x), Math.abs(link.x + link.width - badge.x - badge.width)),
          `${at}: the genre at the cover's side`,
        ).toBeLessThanOrEqual(12)
        // The cover's cell filled: a long summary's taller card crops the cover's sides, no mat letterboxing it (review 8).
        expect(Math.abs(image.width - link.width), `${at}: as wide as its column`).toBeLessThanOrEqual(0.5)
        expect(Math.abs(image.height - link.height), `${at}: as tall as the card`).toBeLessThanOrEqual(0.5)
        expect(image.height / image.width, `${at}: a book's shape or taller`).toBeGreaterThan(1.49)
      }
    }
  })

  test('every card’s buttons read alike: Buy on a row of its own, broken only between its store and its price, the lesser ways side by side beneath', async () => {
    const page = home()
    for (const [width, height] of [
      [360, 640],
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height })
      for (const book of cardedBooks(content)) {
        const card = bookCard(page, book.title)
        const at = `${book.title} at ${width}`
        const { words: label } = cardBuy(book)
        const buy = card.getByRole('link', { name: label, exact: true })
        const lesser = [
          ...(book.sample ? [card.getByRole('link', { name: words.books.sample, exact: true })] : []),
          card.getByRole('link', { name: words.books.details, exact: true }),
        ]
        // Read again until the page holds still: on a busy machine a cover or a face landing between two reads moved
        // one box and not the next.
        await expect(async () => {
          const [buyBox, ...lesserBoxes] = await Promise.all([buy, ...lesser].map((link) => link.boundingBox()))
          if (!buyBox || lesserBoxes.some((box) => !box)) throw new Error(`${at}: its buttons are not drawn`)
          for (const box of lesserBoxes)
            expect(box!.y, `${at}: beneath Buy`).toBeGreaterThanOrEqual(buyBox.y + buyBox.height)
          const tops = new Set(lesserBoxes.map((box) => Math.round(box!.y)))
          expect(tops.size, `${at}: the lesser ways share one row`).toBe(1)
        }).toPass({ timeout: 10_000 })
        // Buy's label: broken, if at all, only between the store's phrase and its price (“Buy on Riverside Books / €16.99”
        // on a phone), the whole label on one line where the card is wide.
        expect(await buyLabelBreaks(card), at).toEqual([])
        if (width >= 1440) expect(await linesOfLabel(buy, label), `${at}: “${label}” on one line`).toBe(1)
        // Its ↗ after the last word, or on a line of its own when it does not fit there: never at the far edge.
        expect(await arrowGap(buy), `${at}: the ↗ beside the last word`).toBeLessThanOrEqual(12)
      }
    }
  })

  test('few books look chosen: with every one on the home nothing offers a catalogue, and no card stands taller than its words', async () => {
    const page = home()
    const shown = homeBooks(content.books)
    // The home holds them all (a debut's two): no link sends the reader to a catalogue of the same books.
    if (shown.length === content.books.length) await expect(page.locator('a[href="/books"]')).toHaveCount(0)
    else
      await expect(page.locator('#books').getByRole('link', { name: words.books.all, exact: true })).toHaveAttribute(
        'href',
        '/books',
      )
    // No grid row stretched around a card, on the smallest phone or a laptop: no gap in a card's text a fifth of it.
    for (const size of [
      { width: 360, height: 640 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size)
      for (const book of shown) {
        const { height, widestGap } = await textGap(bookCard(page, book.title))
        expect(widestGap, `${book.title} at ${size.width}`).toBeLessThan(height / 5)
      }
    }
  })

  test('on a laptop the home keeps one axis: every section’s heading centred on the page, every featured card and Coming Soon the section’s width', async () => {
    const page = home()
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      // Each heading's words, not its box: a box as wide as the column holds words at its start or in its middle alike.
      const headings = await page.locator('main h2:not(article h2)').evaluateAll((found) =>
        found.map((heading) => {
          const range = document.createRange()
          range.selectNodeContents(heading)
          const { left, right } = range.getBoundingClientRect()
          return {
            heading: heading.textContent,
            centre: (left + right) / 2,
            page: document.documentElement.clientWidth / 2,
          }
        }),
      )
      expect(headings.length, `the home's section headings at ${width}`).toBeGreaterThan(1)
      for (const { heading, centre, page: middle } of headings)
        expect(Math.abs(centre - middle), `“${heading}” at ${width}: its words' middle`).toBeLessThanOrEqual(2)
      // A debut's two cards stood 128 px in from a backlist's three on each side (768 px wide against 1,024).
      const { column, cards } = await page.locator('#books').evaluate((section) => ({
        column: (section.firstElementChild as HTMLElement).getBoundingClientRect().width,
        cards: [...section.querySelectorAll('article')].map((card) => card.getBoundingClientRect().width),
      }))
      expect(cards.length, `the home's cards at ${width}`).toBeGreaterThan(0)
      for (const card of cards) expect(Math.abs(card - column), `a card at ${width}`).toBeLessThanOrEqual(0.5)
    }
  })
})

test('About shows the author’s figures, and none when she gives none, before the app runs', async ({ page }) => {
  await holdApp(page)
  await page.goto('/#about')
  const about = page.locator('#about')
  await expect(about.getByRole('heading').first()).toBeVisible()
  const stats = content.author.stats
  await expect(about.locator('dl')).toHaveCount(stats.length > 0 ? 1 : 0)
  await expect(about.locator('dt')).toHaveText(stats.map((stat) => stat.label))
})

test('About at 1440: words shorter than the portrait stand at its middle, a portrait about as tall; longer ones start at its top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await holdApp(page)
  await page.goto('/#about')
  const portrait = await page.locator('#about-heading + div > :first-child').boundingBox()
  const words = await page.locator('#about-heading + div > :nth-child(2)').boundingBox()
  if (!portrait || !words) throw new Error('About has no portrait or no words')
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2
  if (words.height < portrait.height) {
    expect(Math.abs(middle(words) - middle(portrait))).toBeLessThanOrEqual(2)
    // A tall portrait beside a few lines left a void to their right and below (the 40-book author: 512 px by 216).
    expect(portrait.height, `beside words ${words.height} px tall`).toBeLessThanOrEqual(words.height + 200)
  } else expect(Math.abs(words.y - portrait.y)).toBeLessThanOrEqual(2)
})

test('in the dark theme the portrait is a photo at dusk: dimmer than by day and warmer, not grey', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/#about')
  await waitUntilLive(page)
  const portrait = page.locator('#about img').first()
  await expect(portrait).toHaveCSS('opacity', '1')
  // Cropped nearer its top than its foot, so the frame shows the figure rather than the sky above it.
  await expect(portrait).toHaveCSS('object-position', '50% 35%')
  // The picture painted as by day and as the dark theme shows it (its filter, as the browser reads it), each averaged.
  const { day, dusk } = await portrait.evaluate(async (image: HTMLImageElement) => {
    await image.decode()
    const canvas = Object.assign(document.createElement('canvas'), { width: 48, height: 64 })
    const context = canvas.getContext('2d', { willReadFrequently: true })!
    const painted = (filter: string) => {
      context.filter = filter
      context.drawImage(image, 0, 0, canvas.width, canvas.height)
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
      const sum = [0, 0, 0]
      for (let at = 0; at < data.length; at += 4) for (const channel of [0, 1, 2]) sum[channel] += data[at + channel]
      return sum.map((value) => value / (data.length / 4))
    }
    return { day: painted('none'), dusk: painted(getComputedStyle(image).filter) }
  })
  const lightness = ([red, green, blue]: number[]) => 0.2126 * red + 0.7152 * green + 0.0722 * blue
  // How much redder than blue, whatever its lightness: a filter that only dims keeps it, and the light sky goes grey.
  const warmth = ([red, green, blue]: number[]) => (red - blue) / (red + green + blue)
  expect(lightness(dusk), `${dusk} by ${day}`).toBeLessThan(lightness(day) * 0.8)
  expect(warmth(dusk) - warmth(day), `${dusk} by ${day}`).toBeGreaterThan(0.015)
})

// A country whose first store for the lead book differs from the site's own, when the stores name one.
const links = content.books.flatMap((book) => book.editions.flatMap((edition) => edition.buy))
const elsewhere = storeRegions(links, site.region).find((region) => buyIn(region) !== buyIn(site.region))

test.describe('a reader in another country', () => {
  test.skip(!elsewhere, 'every country is offered the same first store of the lead book')
  test.use({ locale: `${site.language.split('-')[0]}-${elsewhere}` })

  test('sees the site’s stores as prerendered, then their own on the hero and on every card', async ({ page }) => {
    const region = elsewhere as string
    const startApp = await holdApp(page)
    await page.goto('/')
    await expect(hero(page).getByRole('link', { name: buyIn(site.region), exact: true })).toBeVisible()
    startApp()
    await waitUntilLive(page)
    await expect(hero(page).getByRole('link', { name: buyIn(region), exact: true })).toHaveAttribute(
      'href',
      storesFor(leadBuy, region)[0].url,
    )
    // Every card the home shows, each with the reader's store: none may be missed, none left at the site's.
    const cards = homeBooks(content.books)
    expect(cards.length).toBeGreaterThan(0)
    for (const book of cards) {
      const card = bookCard(page, book.title)
      const own = storesFor(book.editions[0].buy, region)[0]
      await expect(card.getByRole('link', { name: storeBuy(book, own).words, exact: true })).toHaveAttribute(
        'href',
        own.url,
      )
    }
  })
})
