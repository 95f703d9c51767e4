import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import type { INPAttributionReportOpts, INPMetricWithAttribution } from 'web-vitals/attribution'
import { homeBooks } from '../../src/content/home-books.ts'
import { bookCard } from '../../tests/support/book-card.ts'
import { validMessage } from '../../tests/support/contact-form.ts'
import { content } from '../../tests/support/content.ts'
import { scrollToRevealed, waitUntilLive } from '../../tests/support/live.ts'
import { phonePage } from './phone.ts'
import { interactionLine, type WorstInteraction } from './worst-interaction.ts'

/** The worst interaction so far, as web-vitals reports it: one line, and its parts. */
export interface Inp {
  ms: number
  interaction: string
  worst: WorstInteraction
}

declare global {
  interface Window {
    /** The worst interaction so far, when it began (its frames are found once the session is over). */
    readerInp?: Omit<WorstInteraction, 'frames'> & { at: number }
    /** Every long animation frame of the session, as they are reported (some after the interaction's own report). */
    readerFrames?: PerformanceLongAnimationFrameTiming[]
    webVitals: {
      onINP: (report: (metric: INPMetricWithAttribution) => void, options: INPAttributionReportOpts) => void
    }
  }
}

/** web-vitals' attribution script build (the package exports only its modules); Playwright runs an init script in a scope of its own. */
const webVitalsScript = `${readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.attribution.iife.js'),
  'utf8',
)}\nwindow.webVitals = webVitals`

/** Runs in the page from its start: keeps the latest INP, what it was, and every long animation frame. */
function watchInp() {
  // The keys pressed, by their event's time (an event entry's start), to name the key of the worst interaction.
  const keys: { at: number; key: string }[] = []
  addEventListener('keydown', (event) => keys.push({ at: event.timeStamp, key: event.key }), { capture: true })
  const frames: PerformanceLongAnimationFrameTiming[] = []
  window.readerFrames = frames
  new PerformanceObserver((list) => {
    frames.push(...(list.getEntries() as PerformanceLongAnimationFrameTiming[]))
  }).observe({ type: 'long-animation-frame', buffered: true })
  // The control the reader used, rather than the icon or text inside it that the event names.
  const control = (node: Node | null) => {
    const element = node instanceof Element ? node : node?.parentElement
    const target = element?.closest('a, button, input, textarea, label') ?? element
    if (!target) return 'a removed element'
    const label =
      target.getAttribute('name') || target.getAttribute('aria-label') || target.textContent?.trim().slice(0, 30)
    return `${target.tagName.toLowerCase()}${label ? ` "${label}"` : ''}`
  }
  window.webVitals.onINP(
    ({ value, entries, attribution }) => {
      const at = attribution.interactionTime ?? entries[0]?.startTime ?? 0
      const pressed = keys.find((key) => Math.abs(key.at - at) < 1)
      window.readerInp = {
        at,
        ms: value,
        event: entries[0]?.name ?? 'unknown',
        target: attribution.interactionTarget || 'a removed element',
        key: attribution.interactionType === 'keyboard' ? pressed?.key : undefined,
        inputDelayMs: attribution.inputDelay,
        processingMs: attribution.processingDuration,
        presentationMs: attribution.presentationDelay,
        loadState: attribution.loadState,
        split:
          attribution.totalScriptDuration === undefined
            ? undefined
            : {
                scriptMs: attribution.totalScriptDuration,
                styleAndLayoutMs: attribution.totalStyleAndLayoutDuration ?? 0,
                paintMs: attribution.totalPaintDuration ?? 0,
                unattributedMs: attribution.totalUnattributedDuration ?? 0,
              },
      }
    },
    { reportAllChanges: true, generateTarget: control },
  )
}

/** Runs in the page once the session is over: the worst interaction with the long frames that overlapped it, times from its start. */
function worstInteraction(): WorstInteraction | undefined {
  const inp = window.readerInp
  if (!inp) return undefined
  const { at, ...worst } = inp
  const overlapping = (window.readerFrames ?? []).filter(
    (frame) => frame.startTime < at + worst.ms && frame.startTime + frame.duration > at,
  )
  return {
    ...worst,
    frames: overlapping.map((frame) => ({
      start: frame.startTime - at,
      ms: frame.duration,
      blockingMs: frame.blockingDuration,
      // A frame that rendered nothing has no style and layout start.
      styleAndLayoutMs: frame.styleAndLayoutStart ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0,
      scripts: frame.scripts.map((script) => ({
        invoker: script.invoker,
        source: script.sourceURL.split('/').pop() ?? '',
        functionName: script.sourceFunctionName,
        start: script.startTime - at,
        ms: script.duration,
      })),
    })),
  }
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
  // The first book the home shows: a long backlist shows only those marked featured.
  const book = homeBooks(content.books)[0]
  const card = bookCard(page, book.title)
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
  // On a phone the floating buttons step away while the reader reads down: she scrolls back a little to bring them.
  await page.mouse.wheel(0, -120)
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
    const worst = await page.evaluate(worstInteraction)
    if (!worst) throw new Error('web-vitals reported no INP over the session')
    return { ms: worst.ms, interaction: interactionLine(worst), worst }
  } finally {
    await page.context().close()
  }
}
