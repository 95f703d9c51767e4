import type { Page, Request, Route } from '@playwright/test'

export const contactFunctionUrl = '**/functions/v1/send-contact-email'

/** Answers the contact function in the page's own tests; the backend's tests use the real one. */
export async function answerContact(page: Page, status: number, onRequest?: (request: Request) => void) {
  await page.route(contactFunctionUrl, async (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: corsHeaders })
    onRequest?.(route.request())
    await route.fulfill({
      status,
      contentType: 'application/json',
      headers: corsHeaders,
      body: JSON.stringify(status < 300 ? { id: 'x' } : { error: 'failed', message: 'failed' }),
    })
  })
}

const corsHeaders = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
