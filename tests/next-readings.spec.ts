// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

// The next readings on the home, in its HTML from the start, with the whole schedule one tap below them.
import type { Page } from '@playwright/test'
import { upcomingReadings } from '../src/content/upcoming-readings.ts'
import { content, words } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { waitUntilLive } from './support/live.ts'
import { errorsOf } from './support/page-errors.ts'
import { sizesForTheContent } from './support/reader-sizes.ts'
import { siteLink } from './support/site-nav.ts'
import { expect, test } from './support/test.ts'

const { readings } = content.readings
const shownOnHome = 3
const venues = (when: Date) => upcomingReadings(readings, when).map((reading) => reading.venue)
const upcoming = (page: Page) => page.getByRole('region', { name: words.readings.upcoming })

test('without readings, the home offers no schedule to open, before the app runs or after', async ({ page }) => {
  test.skip(readings.length > 0, 'the content has readings')
  const startApp = await holdApp(page)
  await page.goto('/#about')
  const about = page.locator('#about')
  await expect(about.getByRole('heading').first()).toBeVisible()
  await expect(about.getByRole('button', { name: words.about.schedule })).toHaveCount(0)
  startApp()
  await waitUntilLive(page)
  await expect(about.getByRole('link').first()).toBeVisible()
  await expect(page.getByRole('button', { name: words.about.schedule })).toHaveCount(0)
})

test.describe('with readings', () => {
  test.skip(readings.length === 0, 'the content has no readings')

  for (const viewport of sizesForTheContent)
    test(`at ${viewport.width}×${viewport.height}, Events in the header leads to the events page before the code runs; the home's next readings have the schedule's button in sight`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      const startApp = await holdApp(page)
      await page.goto('/')
      await (await siteLink(page, 'Events')).click()
      await expect(page).toHaveURL(/\/events$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.events.heading)
      await page.goto('/#readings')
      const section = upcoming(page)
      await expect(section.getByRole('heading')).toBeInViewport()
      const items = section.getByRole('listitem')
      const next = venues(new Date()).slice(0, shownOnHome)
      await expect(items).toHaveCount(next.length)
      for (const [index, venue] of next.entries()) await expect(items.nth(index)).toContainText(venue)
      // The whole schedule is the "Reading Schedule" button, right below: a tap before the code runs opens it once it has.
      const button = page.getByRole('button', { name: words.about.schedule })
      await expect(button).toBeInViewport()
      await button.click()
      startApp()
      await expect(page.getByRole('dialog', { name: words.readings.schedule })).toBeVisible()
    })

  // Past the visitor's midnight after the next reading, in zones whose day is not the build machine's
  // (at any hour, one of these two is on another date than UTC): React adopts the build's list as it is
  // and only then lists from the visitor's day, with no hydration error.
  for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago'])
    test.describe(`for a visitor in ${timezoneId}`, () => {
      test.use({ timezoneId })
      test('a reading that has passed since the build drops out once the app runs', async ({ page }) => {
        const [first] = upcomingReadings(readings, new Date())
        test.skip(!first, 'no reading is ahead')
        const errors = errorsOf(page)
        const dayAfter = new Date(Date.parse(first.startsAt) + 2 * 24 * 60 * 60 * 1000)
        await page.clock.setFixedTime(dayAfter)
        const startApp = await holdApp(page)
        await page.goto('/')
        // The prerendered list: from the build's day, the reading still in it.
        await expect(upcoming(page).getByRole('listitem').first()).toContainText(first.venue)
        startApp()
        await waitUntilLive(page)
        const next = venues(dayAfter).slice(0, shownOnHome)
        const section = upcoming(page)
        if (next.length === 0) await expect(section).toContainText('No readings are planned just now.')
        else await expect(section.getByRole('listitem').first()).toContainText(next[0])
        await expect(section.getByRole('listitem')).toHaveCount(next.length)
        expect(errors).toEqual([])
      })
    })
})
