// The form says what it wants before it refuses, never says "waiting" for a message that did not wait,
// says why a message waits, and thanks the reader where they are looking.
import { outboxChannelName, outboxDatabaseName } from '../src/outbox/outbox-names.ts'
import { fillContactForm, sendButton, validMessage } from './support/contact-form.ts'
import { answerContact } from './support/contact-route.ts'
import { waitUntilLive } from './support/live.ts'
import { expectQueued, pendingCount, savedUntilTheServerIsReady, toast } from './support/outbox.ts'
import { expect, test } from './support/test.ts'

test.beforeEach(async ({ page }) => {
  await page.goto('/#contact')
  await waitUntilLive(page)
})

test('the message minimum is said from the start, counted as the reader types, and announced politely', async ({
  page,
}) => {
  const message = page.getByLabel('Message', { exact: true })
  await expect(message).toHaveAccessibleDescription('0 / 10 characters minimum')
  await expect(page.locator('#contact-message-hint')).toHaveAttribute('aria-live', 'polite')
  await expect(page.getByText('0 / 10 characters minimum')).toBeVisible()
  await message.pressSequentially('  too short')
  await expect(message).toHaveAccessibleDescription('9 / 10 characters minimum')
  await message.pressSequentially(' !!')
  await expect(message).toHaveAccessibleDescription('12 / 10 characters minimum')
  // Broken and left, the rule's own message describes the field; the count stays in sight.
  await message.fill('Too short')
  await message.blur()
  await expect(message).toHaveAccessibleDescription('Message must be at least 10 characters long')
  await expect(page.getByText('9 / 10 characters minimum')).toBeVisible()
})

/** Runs in the page: keeps, as `window.queued`, the moment the outbox tells every listener that a message was stored. */
function listenForQueued(channelName: string) {
  const channel = new BroadcastChannel(channelName)
  const queued = new Promise<void>((heard) => {
    channel.onmessage = ({ data }: MessageEvent<{ type: string }>) => data.type === 'queued' && heard()
  })
  Object.assign(window, { queued })
}

/**
 * Runs in the page: once the message is stored, reads the outbox's entries after the page's own reading began (it
 * starts as the news arrives), then lets two frames be drawn, so a count of it would be on screen. Returns each
 * entry's failed attempts.
 */
async function queuedAndReadBack(databaseName: string): Promise<number[]> {
  await (window as unknown as { queued: Promise<void> }).queued
  const database = await new Promise<IDBDatabase>((opened, failed) => {
    const opening = indexedDB.open(databaseName)
    opening.onsuccess = () => opened(opening.result)
    opening.onerror = () => failed(opening.error)
  })
  const entries = await new Promise<{ attempts: number }[]>((read) => {
    const reading = database.transaction('entries').objectStore('entries').getAll()
    reading.onsuccess = () => read(reading.result)
  })
  database.close()
  for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
  return entries.map((entry) => entry.attempts)
}

test('a normal send never shows "waiting to be sent", not even for a moment', async ({ page }) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await answerContact(page, 200, { after: held })
  // Every text the contact section ever shows, from before the press to after the thanks.
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { seenInContact: seen })
    const section = document.getElementById('contact') as HTMLElement
    new MutationObserver(() => seen.push(section.textContent ?? '')).observe(section, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  await page.evaluate(listenForQueued, outboxChannelName)
  await fillContactForm(page)
  await sendButton(page).click()
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  // Stored on its first attempt, still in flight, and read back by the page as any change to the outbox is.
  expect(await page.evaluate(queuedAndReadBack, outboxDatabaseName)).toEqual([0])
  await expect(pendingCount(page)).toHaveCount(0)
  release()
  await expect(toast(page, 'Message Sent!')).toBeVisible()
  const seen = await page.evaluate(() => (window as unknown as { seenInContact: string[] }).seenInContact)
  expect(seen.length).toBeGreaterThan(0)
  expect(seen.filter((text) => text.includes('waiting to be sent'))).toEqual([])
})

test('the server asking to wait (429) is said as such, not blamed on the connection', async ({ page }) => {
  await answerContact(page, 429, { headers: { 'retry-after': '3600' } })
  await fillContactForm(page)
  await sendButton(page).click()
  await expectQueued(page, savedUntilTheServerIsReady)
  await expect(toast(page, 'Message Saved')).not.toContainText('connection')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('sent: a thank-you in the form’s place, in view and focused, as well as the toast; then another message', async ({
    page,
  }) => {
    await answerContact(page, 200)
    await fillContactForm(page)
    await sendButton(page).click()
    await expect(toast(page, 'Message Sent!')).toContainText(
      'Thank you for your message. Elena will get back to you soon.',
    )
    const thanks = page.getByRole('region', { name: `Thank you, ${validMessage.Name}.` })
    await expect(thanks).toBeFocused()
    await expect(thanks).toBeInViewport({ ratio: 1 })
    await expect(thanks).toContainText(`will write back to ${validMessage.Email}`)
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeHidden()
    for (const label of Object.keys(validMessage)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('')

    await thanks.getByRole('button', { name: 'Write another message' }).click()
    await expect(thanks).toHaveCount(0)
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
    await expect(page.getByLabel('Message', { exact: true })).toHaveAccessibleDescription('0 / 10 characters minimum')
  })
})
