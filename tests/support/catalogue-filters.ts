import type { Page } from '@playwright/test'
import { catalogueControls } from '#src/sections/catalogue/catalogue-controls.ts'
import { formatsOf, genresOf } from '#src/sections/catalogue/filter-books.ts'
import { content, words } from './content.ts'

/** Which of the catalogue's controls the content under test is given: a search and filters only past a glance. */
export const controls = catalogueControls(
  content.books.length,
  genresOf(content.books).length,
  formatsOf(content.books, words.formats).length,
)

/** The catalogue's filters' bar: on a phone it folds the search, the genre and the format; wider, it is not shown. */
export const filtersBar = (page: Page) => page.locator('main search summary')

/** Opens the catalogue's filters where a phone folds them, as a reader taps the bar; wider, they are in view already. */
export async function openFilters(page: Page) {
  const bar = filtersBar(page)
  if ((await bar.isVisible()) && !(await bar.locator('..').evaluate((details: HTMLDetailsElement) => details.open)))
    await bar.click()
}
