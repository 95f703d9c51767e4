import type { Page, Request, Route } from '@playwright/test'

export const contactFunctionUrl = '**/functions/v1/send-contact-email'

interface Answer {
  /** Sees each message sent, from the page or from the worker. */
  onRequest?: (request: Request) => void
  /** Answers only once this settles: the form is caught in flight. */
  after?: Promise<void>
  /** Sent with the answer besides CORS's (a 429's Retry-After). */
  headers?: Record<string, string>
}

/**
 * Answers the contact function in the page's own tests; the backend's tests use the real one. On the page's context,
 * not the page: the worker flushes the outbox too (at its start, say), and its request must get the same answer.
 */
export async function answerContact(page: Page, status: number, { onRequest, after, headers }: Answer = {}) {
  await page.context().route(contactFunctionUrl, async (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: corsHeaders })
    onRequest?.(route.request())
    await after
    await route.fulfill({
      status,
      contentType: 'application/json',
      headers: { ...corsHeaders, ...headers },
      body: JSON.stringify(status < 300 ? { id: 'x' } : { error: 'failed', message: 'failed' }),
    })
  })
}

const corsHeaders = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
