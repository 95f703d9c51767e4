import type { Page } from '@playwright/test'

/** The site's header navigation, on every page. */
export const siteNav = (page: Page) => page.getByRole('navigation', { name: 'Site' })

/** The header's "Menu" (a phone's: the links are behind it), hidden on a wider screen. */
export const siteMenu = (page: Page) => siteNav(page).locator('summary')

/** Opens the header's menu where the screen has one, as a reader on a phone must before following a link. */
export async function openSiteMenu(page: Page) {
  if ((await siteMenu(page).isVisible()) && (await siteNav(page).locator('details[open]').count()) === 0)
    await siteMenu(page).click()
}

/** A link of the header, reached as the reader reaches it: on a phone, through its menu. */
export async function siteLink(page: Page, name: string) {
  await openSiteMenu(page)
  return siteNav(page).getByRole('link', { name, exact: true })
}
