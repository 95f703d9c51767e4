import { fillContactForm, sendButton, validMessage } from './support/contact-form.ts'
import { answerContact } from './support/contact-route.ts'
import { formLayout } from './support/form-layout.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

test.describe('the form, once live', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/#contact')
    await waitUntilLive(page)
  })

  const rules = [
    ['Name', '   ', 'Name is required'],
    ['Email', '', 'Email is required'],
    ['Email', 'ada@example', 'Please enter a valid email address'],
    ['Email', 'ada @example.com', 'Please enter a valid email address'],
    ['Subject', '', 'Subject is required'],
    ['Message', '', 'Message is required'],
    ['Message', '  too short  ', 'Message must be at least 10 characters long'],
  ] as const

  for (const [label, value, message] of rules) {
    test(`${label} = ${JSON.stringify(value)} shows "${message}" when left, and clears on edit`, async ({ page }) => {
      const field = page.getByLabel(label, { exact: true })
      await field.fill(value)
      await expect(page.getByText(message)).toHaveCount(0)
      await field.blur()
      const error = page.getByText(message)
      await expect(error).toBeVisible()
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(message)
      await expect(field).toHaveCSS(
        'border-top-color',
        await page
          .evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--danger').trim())
          .then(hexToRgb),
      )
      await field.press('End')
      await field.pressSequentially('x')
      await expect(error).toHaveCount(0)
      await expect(field).not.toHaveAttribute('aria-invalid')
    })
  }

  test('its labels, fields and button keep one left edge and one rhythm, on a phone and a laptop', async ({ page }) => {
    for (const [width, height] of [
      [360, 640],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height })
      const layout = await formLayout(page.locator('#contact form'))
      expect(layout.labelsOnFields, `${width}: each label over its field`).toBe(true)
      expect(layout.labelToField, `${width}: one room between every label and its field`).toEqual([6])
      expect(layout.button, `${width}: the button at the fields' edge`).toBe(layout.start)
    }
  })

  test('the submit button is enabled only when every field is valid', async ({ page }) => {
    await expect(sendButton(page)).toBeDisabled()
    await fillContactForm(page, { ...validMessage, Message: 'short' })
    await expect(sendButton(page)).toBeDisabled()
    await page.getByLabel('Message', { exact: true }).fill(validMessage.Message)
    await expect(sendButton(page)).toBeEnabled()
  })

  test('success: "Sending..." while in flight, the success toast, and a reset form', async ({ page }) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const bodies: unknown[] = []
    const keys: (string | null)[] = []
    await answerContact(page, 200, {
      after: held,
      onRequest: (request) => {
        bodies.push(request.postDataJSON())
        keys.push(request.headers()['idempotency-key'] ?? null)
      },
    })
    await fillContactForm(page)
    await sendButton(page).click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    release()
    const toast = page.getByRole('status').getByRole('listitem').filter({ hasText: 'Message Sent!' })
    await expect(toast).toContainText('Thank you for your message. Elena will get back to you soon.')
    for (const label of Object.keys(validMessage)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
    expect(bodies).toEqual([
      {
        name: 'Ada Reader',
        email: 'ada@example.com',
        subject: 'Golden Horizons',
        message: 'The ending made me cry on the train.',
        website: '',
      },
    ])
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  // A definite rejection; a retryable failure (5xx, offline) keeps the message in the outbox instead (tests/outbox-*.spec.ts).
  test('failure: the destructive "Error" toast, the error logged, every value kept', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
    await answerContact(page, 422)
    await fillContactForm(page)
    await sendButton(page).click()
    const toast = page.getByRole('alert').getByRole('listitem')
    await expect(toast).toContainText('Error')
    await expect(toast).toContainText('Failed to send message. Please try again.')
    for (const [label, value] of Object.entries(validMessage))
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
    await expect(sendButton(page)).toHaveText('Send Message')
    await expect(sendButton(page)).toBeEnabled()
    expect(logged.some((line) => line.includes('Failed to send contact message'))).toBe(true)
  })
})

test('what a reader typed before the page came alive is kept and can be sent', async ({ page }) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/ContactSection-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await answerContact(page, 200)
  await page.goto('/#contact')
  await fillContactForm(page)
  release()
  await expect(sendButton(page)).toBeEnabled()
  for (const [label, value] of Object.entries(validMessage))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
  await sendButton(page).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Message Sent!' })).toBeVisible()
})

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}
