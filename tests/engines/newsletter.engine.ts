import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterWords } from '../support/newsletter.ts'
import { formPage, newsletter, uniqueReader } from '../support/newsletter-form.ts'
import { byName, clickByName, loggedErrors, waitFor, waitUntilLive } from './support/actions.ts'
import { engine } from './support/current-engine.ts'
import type { EngineBrowser, EnginePage } from './support/engine-page.ts'
import { siteUrl } from './support/ports.ts'
import { signUpOf } from './support/site.ts'

const form = `document.querySelector('#newsletter')`

describe.skipIf(!newsletter)(`the newsletter sign-up in ${engine.name}`, () => {
  let browser: EngineBrowser
  let page: EnginePage
  beforeAll(async () => {
    browser = await engine.launch(siteUrl)
    page = await browser.newPage()
    await page.goto(formPage)
    await waitUntilLive(page)
  })
  afterAll(() => browser?.close())

  it('an address signed up: the form says to check the inbox; one pending row, one confirmation mail', async () => {
    const { subscribe, sent } = newsletterWords
    const email = uniqueReader()
    await waitFor(page, `${byName(subscribe, form)}?.disabled === false`, 'the form to run')
    await page.type('#newsletter input[type=email]', email)
    await clickByName(page, subscribe, form)
    await waitFor(
      page,
      `${form}.querySelector('[role=status]')?.textContent.trim() === ${JSON.stringify(sent)}`,
      `"${sent}"`,
      30_000,
    )
    const { rows, mails } = await signUpOf(email)
    expect(rows.map(({ status, consent }) => ({ status, consent }))).toEqual([
      { status: 'pending', consent: newsletter?.consent },
    ])
    expect(mails).toHaveLength(1)
    expect(await loggedErrors(page)).toEqual([])
  })
})
