import { readFile } from 'node:fs/promises'
import { axeWithDialogOpen } from './support/axe-dialog.ts'
import { content } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, type Page, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

// Before every event, so the test does not age out; the last case moves past them all.
const beforeAll = new Date('2026-11-22T12:00:00Z')
const { readings } = content.readings
const first = readings[0]
const firstSummary = `${first.kind}: ${content.author.name} at ${first.venue}`

async function openSchedule(page: Page) {
  await waitUntilLive(page)
  const button = page.getByRole('button', { name: 'Reading Schedule' })
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Reading Schedule' })
  await expect(dialog).toBeVisible()
  return { button, dialog }
}

async function downloadFirst(page: Page) {
  const { dialog } = await openSchedule(page)
  const link = dialog.getByRole('link', { name: `Add to calendar: ${firstSummary}, ${first.city}` })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(`${content.author.name.toLowerCase().replace(/\s+/g, '-')}-${first.id}.ics`)
  return readFile((await download.path())!, 'utf8')
}

function expectValidCalendar(file: string) {
  expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const lines = file.replace(/\r\n /g, '').split('\r\n')
  expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0'])
  expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', ''])
  for (const property of ['PRODID:', 'UID:', 'DTSTAMP:', 'DTSTART:', 'DTEND:', 'LOCATION:', 'DESCRIPTION:']) {
    expect(lines.filter((line) => line.startsWith(property))).toHaveLength(1)
  }
  expect(lines).toContain(`SUMMARY:${firstSummary}`)
  expect(lines).toContain('DTSTART:20261211T000000Z')
}

// The home opened once for the tests that open the schedule and look at it; each closes it, and the clock goes back.
test.describe('the home opened once', () => {
  const home = sharedPage(async (page) => {
    await page.clock.setFixedTime(beforeAll)
    await page.goto('/')
  })

  test.afterEach(async () => {
    const page = home()
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.clock.setFixedTime(beforeAll)
  })

  test('"Reading Schedule" lists the upcoming events; closing returns focus to it', async () => {
    const page = home()
    const { button, dialog } = await openSchedule(page)
    const items = dialog.getByRole('listitem')
    await expect(items).toHaveCount(readings.length)
    await expect(items.first()).toContainText(first.kind)
    await expect(items.first()).toContainText(first.venue)
    await expect(items.first()).toContainText(first.city)
    await expect(items.first()).toContainText('Thu, December 10, 2026 at 7:00 PM EST')
    await expect(dialog.getByRole('link', { name: /^Add to calendar: / })).toHaveCount(readings.length)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('an event downloads as a valid .ics file', async () => {
    expectValidCalendar(await downloadFirst(home()))
  })

  test('past events are hidden, with a friendly line when none are left', async () => {
    const page = home()
    await page.clock.setFixedTime(new Date('2027-01-01T12:00:00Z'))
    const { dialog } = await openSchedule(page)
    await expect(dialog.getByRole('listitem')).toHaveCount(readings.length - 1)
    await expect(dialog).not.toContainText(first.venue)
    await page.keyboard.press('Escape')
    // Months pass with the schedule closed: the list is made afresh when it opens (opened again while it was still
    // closing, the same list is shown again).
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.clock.setFixedTime(new Date('2027-07-01T12:00:00Z'))
    await openSchedule(page)
    await expect(page.getByRole('dialog')).toContainText('No readings are planned just now')
    await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(0)
  })
})

// A page of its own: the dialog's code, loaded lazily, must come from the worker's precache, not from memory.
test.describe('with the worker', () => {
  test.use(withTheWorker)

  test('it works offline', async ({ page, context }) => {
    await page.clock.setFixedTime(beforeAll)
    await page.goto('/')
    // The service worker precaches the lazily loaded dialog; once it controls the page, the site is offline-ready.
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null)
    await context.setOffline(true)
    expectValidCalendar(await downloadFirst(page))
  })
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open schedule has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
    await page.clock.setFixedTime(beforeAll)
    await page.emulateMedia({ colorScheme })
    await page.goto('/')
    await openSchedule(page)
    expect(await axeWithDialogOpen(page)).toEqual([])
  })
}
