import { fill } from '#src/content/words.ts'
import { addressForReaders } from '#src/sections/footer/footer-parts.ts'
import { distDir } from './support/build.ts'
import { content, words } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { emailField, signUpStatus, subscribeButton } from './support/newsletter.ts'
import { uniqueReader } from './support/newsletter-form.ts'
import { pendingCount, submit, toast, uniqueMessage } from './support/outbox.ts'
import { startSwitchableServer } from './support/switchable-server.ts'
import { expect, test } from './support/test.ts'

// The build uploaded as it is to a host that serves files and runs no functions: it answers the forms' posts with its page.
let host: Awaited<ReturnType<typeof startSwitchableServer>>
test.beforeAll(async () => {
  host = await startSwitchableServer(distDir)
})
test.afterAll(async () => host.close())

test('with no backend, the contact form and the newsletter say they are not connected and offer the author’s address; nothing waits, nothing is tried again', async ({
  page,
}) => {
  const address = addressForReaders(content.site.footer)
  if (!address) throw new Error('the demo names an address for readers in its footer')
  const posts: string[] = []
  page.on('request', (request) => request.method() === 'POST' && posts.push(new URL(request.url()).pathname))
  await page.goto(`${host.url}/#contact`)
  await waitUntilLive(page)

  const message = uniqueMessage()
  await submit(page, message)
  await expect(toast(page, words.contact.unconnectedTitle)).toContainText(words.contact.unconnectedKept)
  const notSent = page.getByRole('region', { name: words.outbox.notSent })
  await expect(notSent).toContainText(message.Subject)
  await expect(notSent).toContainText(words.outbox.unconnected)
  // A mail to that address, holding the subject and the message as written.
  const mail = new URL(
    (await notSent.getByRole('link', { name: fill(words.outbox.emailIt, { email: address }) }).getAttribute('href')) ??
      '',
  )
  expect([mail.protocol, mail.pathname, mail.searchParams.get('subject'), mail.searchParams.get('body')]).toEqual([
    'mailto:',
    address,
    message.Subject,
    message.Message,
  ])
  await expect(notSent.getByRole('button', { name: words.outbox.copy })).toBeVisible()
  await expect(pendingCount(page)).toHaveCount(0)

  const reader = uniqueReader()
  await emailField(page).fill(reader)
  await subscribeButton(page).click()
  const reason = `${words.newsletter.unconnected} ${fill(words.newsletter.writeInstead, { email: address })}`
  await expect(signUpStatus(page)).toHaveText(`${words.newsletter.failed}. ${reason}`)
  await expect(signUpStatus(page).getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`)
  await expect(page.getByText(words.newsletter.waiting)).toHaveCount(0)
  await expect(emailField(page)).toHaveValue(reader)

  // The sign-up's send flushed the whole outbox: a message still waiting would have gone out again with it.
  expect(posts).toEqual(['/functions/v1/send-contact-email', '/functions/v1/newsletter-subscribe'])
})
