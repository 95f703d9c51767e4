import type { Page } from '@playwright/test'

export const validMessage = {
  Name: 'Ada Reader',
  Email: 'ada@example.com',
  Subject: 'Golden Horizons',
  Message: 'The ending made me cry on the train.',
} as const

export async function fillContactForm(
  page: Page,
  values: Partial<Record<keyof typeof validMessage, string>> = validMessage,
) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value)
  }
}

export const sendButton = (page: Page) => page.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ })
