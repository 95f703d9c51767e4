import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import type { INPMetric } from 'web-vitals'
import { validMessage } from '../../tests/support/contact-form.ts'
import { content } from '../../tests/support/content.ts'
import { scrollToRevealed, waitUntilLive } from '../../tests/support/live.ts'
import { phonePage } from './phone.ts'

/** The worst interaction so far, as web-vitals reports it, and what it was. */
export interface Inp {
  ms: number
  interaction: string
}

declare global {
  interface Window {
    readerInp?: Inp
    webVitals: { onINP: (report: (metric: INPMetric) => void, options: { reportAllChanges: boolean }) => void }
  }
}

/** web-vitals' script build (the package exports only its modules); Playwright runs an init script in a scope of its own. */
const webVitalsScript = `${readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'),
  'utf8',
)}\nwindow.webVitals = webVitals`

/** Runs in the page from its start: keeps the latest INP and names its interaction (event, element). */
function watchInp() {
  window.webVitals.onINP(
    (metric) => {
      const entry = metric.entries[0]
      const node = entry?.target as Element | null | undefined
      // The control the reader used, rather than the icon or text inside it that the event names.
      const target = node?.closest('a, button, input, textarea, label') ?? node
      const label = target && (target.getAttribute('aria-label') || target.textContent?.trim().slice(0, 30))
      const element = target ? `${target.tagName.toLowerCase()}${label ? ` "${label}"` : ''}` : 'a removed element'
      window.readerInp = { ms: metric.value, interaction: `${entry?.name ?? 'unknown'} on ${element}` }
    },
    { reportAllChanges: true },
  )
}

/** A reader's session once the home is live: a book's details and its images, the chat, the contact form. */
async function readerSession(page: Page) {
  const book = content.books[0]
  const card = page.getByRole('article', { name: book.title })
  await scrollToRevealed(card)
  await card.getByText('View Details', { exact: true }).tap()
  const dialog = page.getByRole('dialog', { name: book.title })
  const next = dialog.getByRole('button', { name: 'Next image' })
  await next.tap()
  await next.tap()
  await dialog.getByRole('button', { name: 'Close' }).tap()
  await dialog.waitFor({ state: 'hidden' })
  await page.getByRole('button', { name: 'Chat', exact: true }).tap()
  const question = page.getByRole('textbox', { name: 'Your message' })
  await question.pressSequentially('Who is the author?')
  await question.press('Enter')
  await page.keyboard.press('Escape')
  for (const [label, value] of Object.entries(validMessage)) {
    const field = page.getByLabel(label, { exact: true })
    await field.tap()
    await field.pressSequentially(value)
  }
}

/** INP over a reader's session on the phone, after hydration, with the interaction it names. */
export async function inpOfSession(browser: Browser, origin: string): Promise<Inp> {
  const page = await phonePage(browser)
  try {
    await page.addInitScript(webVitalsScript)
    await page.addInitScript(watchInp)
    await page.goto(`${origin}/`)
    await waitUntilLive(page)
    await readerSession(page)
    // Event timings arrive after the frame that answered the last key: give them a moment.
    await page.waitForTimeout(1_000)
    const inp = await page.evaluate(() => window.readerInp)
    if (!inp) throw new Error('web-vitals reported no INP over the session')
    return inp
  } finally {
    await page.context().close()
  }
}
