import type { Page } from '@playwright/test'

/** A book's own part of its page, by its title's heading: the page's end may offer another book, with links named alike. */
export const ownBook = (page: Page) => page.locator('article', { has: page.getByRole('heading', { level: 1 }) })
