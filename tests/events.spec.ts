// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

// The events page (/events) on a phone: every event, upcoming then past, each with its calendar file, and the feed of
// them all; the files are the build's, so the links work before, or without, the app's code.
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { fill } from '#src/content/words.ts'
import { readingsSplitAt } from '../src/content/upcoming-readings.ts'
import { namedBooks } from '../tooling/content/named-books.ts'
import { readingWhen } from '../tooling/content/reading-when.ts'
import { axeViolations } from './support/axe.ts'
import { content, words } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { waitUntilLive } from './support/live.ts'
import { readAgainUntilKept } from './support/offline.ts'
import { errorsOf } from './support/page-errors.ts'
import { expectOnEachPhone } from './support/phones.ts'
import { expect, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

type Reading = (typeof content.readings.readings)[number]

const { readings } = content.readings
const { language } = content.site
const day = 24 * 60 * 60 * 1000
// The three kinds the site says in its own language; any other is the author's words, shown as written.
const kindName = (kind: string) =>
  kind === 'Reading' || kind === 'Signing' || kind === 'Conversation' ? words.readings[kind] : kind
const titleOf = (reading: Reading) =>
  fill(words.readings.title, { kind: kindName(reading.kind), name: content.author.name, venue: reading.venue })
const linkName = (reading: Reading) =>
  fill(words.readings.addToCalendarFor, { title: titleOf(reading), city: reading.city })

// The visitor's clock is UTC here, so the test knows where the page's day starts.
const dayStartUtc = (moment: number) => moment - (moment % day)

const list = (page: Page, name: string) => page.getByRole('list', { name, exact: true }).getByRole('listitem')

/** The list under this heading holds these events in this order, each with its words and its kind; one to come with its
 * calendar file, one passed without (its heading says it has passed: no pill on each). */
async function expectListed(page: Page, name: string, expected: readonly Reading[], past: boolean) {
  const items = list(page, name)
  await expect(items).toHaveCount(expected.length)
  for (const [index, reading] of expected.entries()) {
    const item = items.nth(index)
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(reading.venue)
    for (const text of [
      readingWhen(reading, language),
      kindName(reading.kind),
      `${reading.address}, ${reading.city}`,
      reading.description,
    ])
      await expect(item).toContainText(text)
    // Each of the author's books its note names is a link to the book's page, its title set in italics; no other link.
    const named = namedBooks(reading.description, content.books).filter((piece) => piece.slug)
    const titles = item.locator('p a')
    await expect(titles).toHaveText(named.map((piece) => piece.text))
    for (const [at, piece] of named.entries()) {
      await expect(titles.nth(at)).toHaveAttribute('href', `/books/${piece.slug}`)
      await expect(titles.nth(at)).toHaveCSS('font-style', 'italic')
    }
    const calendar = item.getByRole('link', { name: linkName(reading) })
    if (past) await expect(calendar).toHaveCount(0)
    else await expect(calendar).toHaveAttribute('href', `/events/${reading.id}.ics`)
  }
}

/** A calendar file as the host sends it, read by a real iCalendar parser: its events. */
async function calendarAt(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type'], path).toContain('text/calendar')
  const calendar = new ICAL.Component(ICAL.parse(await response.text()))
  return calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event))
}

function expectEvent(event: ICAL.Event, reading: Reading) {
  expect(event.summary).toBe(titleOf(reading))
  expect(event.location).toBe(`${reading.venue}, ${reading.address}, ${reading.city}`)
  expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(reading.startsAt))
  expect(event.endDate.toJSDate().getTime()).toBe(Date.parse(reading.startsAt) + reading.durationMinutes * 60_000)
}

test.describe('the events page', () => {
  test.skip(readings.length === 0, 'the content has no events')
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, timezoneId: 'UTC' })

  test('before its code runs it lists every event with its calendar file, the files and the feed are real calendars, and axe finds nothing', async ({
    page,
    request,
  }) => {
    await holdApp(page)
    await page.goto('/events')
    await expect(page).toHaveTitle(fill(words.pageTitles.events, { name: content.author.name }))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      fill(words.pageTitles.eventsText, { name: content.author.name }),
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.events.heading)
    // Listed as of the build's day: this one, on this machine.
    const { upcoming, past } = readingsSplitAt(readings, new Date().setHours(0, 0, 0, 0))
    if (upcoming.length > 0) await expectListed(page, words.events.upcoming, upcoming, false)
    else await expect(page.getByText(words.events.noneUpcoming)).toBeVisible()
    if (past.length > 0) await expectListed(page, words.events.past, past, true)
    else await expect(page.getByRole('heading', { name: words.events.past })).toHaveCount(0)

    // Each event's file, as the link saves it without any script, on the smallest phone too, and as the host serves it.
    const first = [...upcoming, ...past][0]
    const calendarLink = page.getByRole('link', { name: linkName(first) })
    await expectOnEachPhone(page, calendarLink)
    const [download] = await Promise.all([page.waitForEvent('download'), calendarLink.click()])
    expect(download.suggestedFilename()).toMatch(new RegExp(`-${first.id}\\.ics$`))
    for (const reading of readings) {
      const events = await calendarAt(request, `/events/${reading.id}.ics`)
      expect(events).toHaveLength(1)
      expectEvent(events[0], reading)
    }
    // The feed: every event once, each by a UID of its own; to subscribe to at the site's public address, or as a file.
    await expect(page.getByRole('link', { name: words.events.subscribe })).toHaveAttribute(
      'href',
      `webcal://${new URL(process.env.VITE_SITE_URL || content.site.url).host}/events.ics`,
    )
    await expect(page.getByRole('link', { name: words.events.feedFile })).toHaveAttribute('href', '/events.ics')
    const feed = await calendarAt(request, '/events.ics')
    expect(feed).toHaveLength(readings.length)
    for (const [index, reading] of readings.entries()) expectEvent(feed[index], reading)
    expect(new Set(feed.map((event) => event.uid)).size).toBe(readings.length)

    // For search engines: each event, by its place on this page; and the page in the sitemap.
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')['@graph']
    const events = graph.filter((node: { '@type': string }) => node['@type'] === 'Event')
    expect(events.map((node: { name: string }) => node.name)).toEqual(readings.map(titleOf))
    for (const reading of readings) await expect(page.locator(`#event-${reading.id}`)).toHaveCount(1)
    expect(await (await request.get('/sitemap.xml')).text()).toMatch(/<loc>[^<]*\/events<\/loc>/)

    expect(await axeViolations(page)).toEqual([])
  })

  test('once the app runs, an event whose day has passed since the build moves under the past events’ heading', async ({
    page,
  }) => {
    const [first] = readingsSplitAt(readings, new Date().setHours(0, 0, 0, 0)).upcoming
    test.skip(!first, 'no event is ahead')
    // A day after it began: its day is over in every zone, UTC the visitor's here.
    const later = Date.parse(first.startsAt) + day
    const errors = errorsOf(page)
    await page.clock.setFixedTime(later)
    const startApp = await holdApp(page)
    await page.goto('/events')
    // The prerendered page, made before it: still ahead.
    await expect(list(page, words.events.upcoming).first()).toContainText(first.venue)
    startApp()
    await waitUntilLive(page)
    const { upcoming, past } = readingsSplitAt(readings, dayStartUtc(later))
    expect(past).toContain(first)
    await expectListed(page, words.events.past, past, true)
    // React adopted the build's list as it was, then moved the event: no hydration mismatch.
    expect(errors).toEqual([])
    if (upcoming.length > 0) await expectListed(page, words.events.upcoming, upcoming, false)
    else await expect(page.getByText(words.events.noneUpcoming)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    // Every page's footer has the way here too.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: words.header.events })).toHaveAttribute(
      'href',
      '/events',
    )
  })
})

test('at 1440 each event’s calendar button ends its row, close after its words, the rows and their rules no wider, each kind its own line; at 390 the rules span the page', async ({
  page,
}) => {
  const { upcoming, past } = readingsSplitAt(readings, new Date().setHours(0, 0, 0, 0))
  test.skip(upcoming.length === 0, 'no event is ahead')
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/events')
  await waitUntilLive(page)
  const items = list(page, words.events.upcoming)
  // Each row's box is its rule's length: the list draws a line between its rows and under the last.
  const rows = (name: string) =>
    list(page, name).evaluateAll((rows) =>
      rows.map((row) => {
        const { left, right } = row.getBoundingClientRect()
        return { left, right }
      }),
    )
  const lefts = new Set<number>()
  for (const [index, reading] of upcoming.entries()) {
    const item = items.nth(index)
    // The right end of the event's longest line of words, as set: not the box they may leave room in.
    const wordsEnd = await item.locator('h3, p').evaluateAll((lines) =>
      Math.max(
        ...lines.map((line) => {
          const range = document.createRange()
          range.selectNodeContents(line)
          return Math.max(...[...range.getClientRects()].map((box) => box.right))
        }),
      ),
    )
    const itemBox = (await item.boundingBox())!
    const button = (await item.getByRole('link', { name: linkName(reading) }).boundingBox())!
    // After its words and beside them, their measure (30 rem) and a gap away at most: it floated mid-row, the row's rule
    // running some 440 px past it to the page's edge.
    expect(button.x, reading.id).toBeGreaterThan(wordsEnd)
    expect(wordsEnd - itemBox.x, reading.id).toBeLessThanOrEqual(30 * 16 + 1)
    expect(button.x - itemBox.x, reading.id).toBeLessThanOrEqual(35 * 16)
    // The row, and so its rule, ends where its button does.
    expect(Math.abs(button.x + button.width - (itemBox.x + itemBox.width)), reading.id).toBeLessThanOrEqual(1)
    // As wide as its words, not the rest of the row.
    expect(button.width, reading.id).toBeLessThan(20 * 16)
    expect(button.y, reading.id).toBeGreaterThan(itemBox.y)
    expect(button.y + button.height, reading.id).toBeLessThan(itemBox.y + itemBox.height)
    lefts.add(Math.round(button.x))
  }
  // In every row, to come or passed, the event's kind is a line of its own between its day and its venue, at their left:
  // beside the day it dropped under it only where the day ran long, so rows set it two ways.
  for (const row of await page.locator('main li:has(> div > p > time)').all()) {
    const [day, kind, venue] = await Promise.all(
      ['time', 'p:first-child > span', 'h3'].map(async (part) => (await row.locator(part).boundingBox())!),
    )
    expect(kind.y, 'the kind under its day').toBeGreaterThanOrEqual(day.y + day.height - 1)
    expect(kind.y + kind.height, 'the kind over its venue').toBeLessThanOrEqual(venue.y + 1)
    expect(Math.abs(kind.x - day.x), 'the kind at its day’s left').toBeLessThanOrEqual(1)
  }
  // A passed event's row, without a button, is as long: one length of rule down the page.
  const [first] = await rows(words.events.upcoming)
  for (const row of past.length > 0 ? await rows(words.events.past) : [])
    expect(Math.abs(row.right - first.right), 'a past event’s rule').toBeLessThanOrEqual(1)
  expect([...lefts]).toHaveLength(1)
  expect(await axeViolations(page)).toEqual([])
  // On a phone each event's words, then its button, the rules the page's width.
  await page.setViewportSize({ width: 390, height: 844 })
  const column = (await page.getByRole('heading', { level: 1 }).boundingBox())!
  for (const row of [
    ...(await rows(words.events.upcoming)),
    ...(past.length > 0 ? await rows(words.events.past) : []),
  ]) {
    expect(Math.abs(row.left - column.x), 'a rule’s start at 390').toBeLessThanOrEqual(1)
    expect(Math.abs(row.right - (column.x + column.width)), 'a rule’s end at 390').toBeLessThanOrEqual(1)
  }
  // A title in a note opens its book's page.
  const named = readings
    .flatMap((reading) => namedBooks(reading.description, content.books))
    .find((piece) => piece.slug)
  if (named) {
    await page.getByRole('main').getByRole('link', { name: named.text, exact: true }).first().click()
    await expect(page).toHaveURL(new RegExp(`/books/${named.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(named.text)
  }
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
])
  test(`at ${viewport.width} the intro stands no nearer its calendar links than they stand to each other, and their tap targets stand apart`, async ({
    page,
  }) => {
    test.skip(readings.length === 0, 'the content has no events')
    await page.setViewportSize(viewport)
    await page.goto('/events')
    // Where each one's words are drawn, their lines' top and bottom: a link's tap target is taller than its words.
    const ink = (element: Locator) =>
      element.evaluate((node) => {
        const range = document.createRange()
        range.selectNodeContents(node)
        const { top, bottom } = range.getBoundingClientRect()
        return { top, bottom }
      })
    const intro = await ink(page.getByText(words.events.intro, { exact: true }))
    const subscribe = page.getByRole('link', { name: words.events.subscribe })
    const feedFile = page.getByRole('link', { name: words.events.feedFile })
    const links = [await ink(subscribe), await ink(feedFile)]
    const toLinks = links[0].top - intro.bottom
    const between = links[1].top - links[0].bottom
    expect(toLinks, `intro → links ${toLinks}, link → link ${between}`).toBeGreaterThanOrEqual(between)
    // Two links of two lines each, flush, read as one (the debut's Portuguese at 390): a gap tells them apart.
    const [first, second] = [await subscribe.boundingBox(), await feedFile.boundingBox()]
    const gap = (second?.y ?? 0) - ((first?.y ?? 0) + (first?.height ?? 0))
    expect(gap, 'between the two links’ tap targets').toBeGreaterThanOrEqual(8)
  })

test.describe('with the worker', () => {
  test.use(withTheWorker)

  test('the schedule leads to the events page, which the worker keeps once read with its calendar files, and opens offline', async ({
    page,
    context,
  }) => {
    test.skip(readings.length === 0, 'the content has no events')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await waitUntilLive(page)
    await page.getByRole('button', { name: words.about.schedule }).click()
    await page.getByRole('dialog').getByRole('link', { name: words.readings.allEvents }).click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.events.heading)
    await readAgainUntilKept(page)
    // The feed is a file, never a page: with the worker in control, its link still brings the calendar, not the app.
    const [feed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: words.events.feedFile }).click(),
    ])
    expect(feed.suggestedFilename()).toBe('events.ics')
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.events.heading)
    await expect(page.getByRole('link', { name: words.events.feedFile })).toBeVisible()
    // The calendar files were kept with the page: offline, an event to come still saves, whole.
    const [next] = readingsSplitAt(readings, new Date().setHours(0, 0, 0, 0)).upcoming
    if (next) {
      const [saved] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: linkName(next) }).click(),
      ])
      const calendar = new ICAL.Component(ICAL.parse(await readFile(await saved.path(), 'utf8')))
      expect(calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).summary)).toEqual([
        titleOf(next),
      ])
    }
  })
})
