import type { Page } from '@playwright/test'

/** Errors the page logs or throws from now on, a hydration mismatch among them. */
export function errorsOf(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
