// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

// Every page's footer: the header's links again, the author's profiles by name, who speaks for the author, what the
// site keeps of a reader and the spec's credit, from the content under test; plain links that work before the code.
import type { Locator, Page } from '@playwright/test'
import { fill } from '#src/content/words.ts'
import { content, words } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { sampleBook as book } from './support/page-kinds.ts'
import { sizesForTheContent } from './support/reader-sizes.ts'
import { siteNav } from './support/site-nav.ts'
import { expect, test } from './support/test.ts'

const { author, site } = content
const footer = (page: Page) => page.getByRole('contentinfo')
const explore = (page: Page) => footer(page).getByRole('navigation', { name: words.footer.explore })

const contacts = (['agent', 'rights', 'publicity'] as const).flatMap((role) => {
  const contact = site.footer[role]
  return contact ? [{ label: words.footer[role], ...contact }] : []
})

const privacy =
  site.footer.privacy ??
  [
    fill(words.footer.privacy, { name: author.firstName }),
    ...(site.newsletter ? [words.footer.privacyNewsletter] : []),
  ].join(' ')

for (const viewport of sizesForTheContent)
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: viewport.width < 1000 })

    for (const path of ['/', `/books/${book.slug}`])
      test(`${path}: the footer has the header's links, the profiles, the contacts, the privacy line and the credit, every link 44 px, before the code runs`, async ({
        page,
      }) => {
        await holdApp(page)
        await page.goto(path)
        // The header's list, read whether it is a phone's, behind "Menu", or a row.
        const headerLinks = await siteNav(page).locator('ul').first().locator('a').allTextContents()
        await expect(explore(page).getByRole('link')).toHaveText(headerLinks)

        const profiles = footer(page).locator('a[rel="me"]')
        await expect(profiles).toHaveCount(author.social.length)
        for (const [index, profile] of author.social.entries()) {
          await expect(profiles.nth(index)).toHaveAccessibleName(
            fill(words.footer.profile, { name: author.name, site: profile.label }),
          )
          await expect(profiles.nth(index)).toHaveText(profile.label)
          await expect(profiles.nth(index)).toHaveAttribute('href', profile.url)
        }

        for (const contact of contacts) {
          const entry = footer(page).locator('dl > div').filter({ hasText: contact.label })
          await expect(entry.locator('dt')).toHaveText(contact.label)
          await expect(entry).toContainText(contact.name)
          if (contact.email)
            await expect(entry.getByRole('link', { name: contact.email })).toHaveAttribute(
              'href',
              `mailto:${contact.email}`,
            )
          if (contact.url) await expect(entry.locator(`a[href="${contact.url}"]`)).toBeVisible()
        }
        await expect(footer(page).locator('dl > div')).toHaveCount(contacts.length)
        // Who speaks for the author in the rhythm of the footer's other groups: from its label, a row as tall as a link's
        // for each role over its name and for each link, as the header's links below their own label. Where the groups
        // stand side by side, a row for the role and one for the name, its words centred as a link's: no line of words
        // closer to the next than a link's height (the name's came 30 px before its first link, the links 42 apart).
        const rowsOf = viewport.width >= 1024 ? 'dt, dt + dd, a' : 'dt, a'
        const rows = (group: Locator) =>
          group.evaluate((node, rowsOf) => {
            const label = node.querySelector(':scope > p')!.getBoundingClientRect().bottom
            return [...node.querySelectorAll(rowsOf)].map((row) => row.getBoundingClientRect().top - label)
          }, rowsOf)
        if (contacts.length > 0) {
          const [linkRows, contactRows] = await Promise.all([
            rows(explore(page)),
            rows(footer(page).locator('div:has(> dl)')),
          ])
          for (const [index, offset] of contactRows.entries()) {
            const step = (offset - linkRows[0]) / 44
            expect(Math.abs(step - Math.round(step)) * 44, `row ${index} of the contacts, off the rhythm`).toBeLessThan(
              1,
            )
          }
        }

        await expect(footer(page).getByText(privacy, { exact: true })).toBeVisible()
        // On a phone the links stand side by side and the small print is small: the whole footer is about one common
        // phone's screen (390×844), a little over at most on the narrowest, where a contact's links take a row each.
        if (viewport.width < 1000)
          expect((await footer(page).boundingBox())!.height, 'the footer’s height on a phone').toBeLessThanOrEqual(
            844 * 1.12,
          )

        const credit = footer(page).getByRole('link', { name: site.footer.credit, exact: true })
        await expect(credit).toHaveAttribute('href', site.footer.link)
        await expect(credit).toHaveAttribute('target', '_blank')
        // The words leading into the studio's name ("Powered by") end on its line, and its name is one line.
        const creditLines = await credit.evaluate((link) => {
          const words = document.createRange()
          words.selectNodeContents(link.previousSibling ?? link)
          const line = (rects: DOMRectList) => new Set([...rects].map((rect) => Math.round(rect.bottom)))
          const name = document.createRange()
          name.selectNodeContents(link)
          return { leading: [...line(words.getClientRects())].at(-1), name: [...line(name.getClientRects())] }
        })
        expect(creditLines.name).toHaveLength(1)
        expect(
          Math.abs((creditLines.leading ?? 0) - creditLines.name[0]),
          'the credit’s words on its line',
        ).toBeLessThan(14)

        for (const link of await footer(page).getByRole('link').all()) {
          const box = (await link.boundingBox())!
          const name = (await link.textContent()) ?? ''
          expect(box.width, name).toBeGreaterThanOrEqual(44)
          expect(box.height, name).toBeGreaterThanOrEqual(44)
          expect(box.x, name).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width)
        }
      })

    test('a footer link followed before the code runs goes where it says', async ({ page }) => {
      await holdApp(page)
      await page.goto(`/books/${book.slug}`)
      const contact = explore(page).getByRole('link').last()
      await contact.scrollIntoViewIfNeeded()
      await contact.click()
      await expect(page).toHaveURL(/\/#contact$/)
      await expect(page.locator('#contact')).toBeInViewport()
    })
  })
