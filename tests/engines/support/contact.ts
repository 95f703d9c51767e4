import { clickByName, waitFor } from './actions.ts'
import type { EnginePage } from './engine-page.ts'

export interface Message {
  Name: string
  Email: string
  Subject: string
  Message: string
}

/** A message no other case sends: every case of a run shares one database. */
export function uniqueMessage(engine: string): Message {
  const token = crypto.randomUUID()
  return {
    Name: 'Ada Reader',
    Email: 'ada@example.com',
    Subject: `From ${engine}`,
    Message: `Written on a train in ${engine}, ${token}.`,
  }
}

const fieldFor = (label: string) =>
  `(() => { const label = [...document.querySelectorAll('label')].find((element) => element.textContent.trim() === ${JSON.stringify(label)}); const field = label && document.getElementById(label.htmlFor); if (!field) return false; field.setAttribute('data-engine-field', ${JSON.stringify(label)}); return true })()`

export async function typeInto(page: EnginePage, label: string, text: string) {
  await waitFor(page, fieldFor(label), `the "${label}" field`)
  await page.type(`[data-engine-field="${label}"]`, text)
}

/** Fills the form and sends it; done once the form has taken the message (sent or kept to send later). */
export async function send(page: EnginePage, message: Message) {
  for (const [label, text] of Object.entries(message)) await typeInto(page, label, text)
  await clickByName(page, 'Send Message')
  await waitFor(
    page,
    `[...document.querySelectorAll('#contact input, #contact textarea')].every((field) => field.value === '')`,
    'the form to take the message',
  )
}

/** An expression for the count beside the form; empty text when nothing waits. */
export const pendingCount = `[...document.querySelectorAll('#contact p[aria-live]')].map((element) => element.textContent.trim()).find((text) => text.endsWith('waiting to be sent')) ?? ''`

export const controlled = (page: EnginePage) =>
  waitFor(page, 'navigator.serviceWorker.controller !== null', 'the service worker to control the page', 30_000)
