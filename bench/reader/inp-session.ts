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

/** Runs in the page: resolves once the page has not scrolled for a few frames. */
async function scrollSettled() {
  const stillFrames = 10
  let still = 0
  let last = scrollY
  while (still < stillFrames) {
    await new Promise(requestAnimationFrame)
    still = scrollY === last ? still + 1 : 0
    last = scrollY
  }
}

/** A reader's session once the home is live: a book's details and its images, the chat, the contact form. */
async function readerSession(page: Page) {
  const book = content.books[0]
  const card = page.getByRole('article', { name: book.title })
  await scrollToRevealed(card)
  await card.getByText('View Details', { exact: true }).tap()
  const dialog = page.getByRole('dialog', { name: book.title })
  await dialog.getByRole('button', { name: 'Close' }).waitFor()
  // A book with one image (a fixture author's) has no carousel to move.
  const next = dialog.getByRole('button', { name: 'Next image' })
  if (await next.count()) {
    await next.tap()
    await next.tap()
  }
  await dialog.getByRole('button', { name: 'Close' }).tap()
  await dialog.waitFor({ state: 'hidden' })
  await page.getByRole('button', { name: 'Chat', exact: true }).tap()
  const question = page.getByRole('textbox', { name: 'Your message' })
  await question.pressSequentially('Who is the author?')
  await question.press('Enter')
  await page.keyboard.press('Escape')
  for (const [label, value] of Object.entries(validMessage)) {
    const field = page.getByLabel(label, { exact: true })
    // A reader scrolls to a field before tapping it. A tap on a field screens away jumps the page there and
    // the browser then scrolls the focused field again; the keys typed meanwhile paint only once that lands.
    await field.scrollIntoViewIfNeeded()
    await page.evaluate(scrollSettled)
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
