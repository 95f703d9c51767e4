import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { content } from '../support/content.ts'
import { byName, clickByName, clickFound, textOf, waitFor, waitUntilLive } from './support/actions.ts'
import { controlled, typeInto } from './support/contact.ts'
import { engine } from './support/current-engine.ts'
import type { EngineBrowser, EnginePage } from './support/engine-page.ts'
import { siteUrl } from './support/ports.ts'
import { network } from './support/site.ts'

const dialog = `document.querySelector('dialog[open]')`

describe(`after one visit, with the network gone, in ${engine.name}`, () => {
  let browser: EngineBrowser
  let page: EnginePage
  beforeAll(async () => {
    browser = await engine.launch(siteUrl)
    page = await browser.newPage()
    await page.goto('/')
    await waitUntilLive(page)
  })
  afterAll(async () => {
    await network('online')
    await browser?.close()
  })

  it('the service worker controls the page after the first load', async () => {
    await controlled(page)
  })

  it('a reload renders the whole page, every cover and the portrait included', async () => {
    await network('offline')
    await page.reload()
    expect(await textOf(page, 'h1')).toBe('Elena Marlowe')
    await waitUntilLive(page)
    // Images below the fold load as they come near, so walk the page as a reader would.
    await page.run(
      `(async () => { for (const part of document.querySelectorAll('#about, #books article')) { part.scrollIntoView(); await new Promise((resolve) => setTimeout(resolve, 300)) } return true })()`,
    )
    // The lead book's cover on the first screen, the portrait, three cards' covers and the Coming Soon card's. On a
    // busy machine a part can still be laying out when the walk passes it, and a lazy image far from the screen never
    // loads: as a reader scrolls back to a blank part, each check brings the first image, or part, still missing into view.
    await waitFor(
      page,
      `(() => {
        const images = [...document.querySelectorAll('main img')]
        const missing = images.find((image) => !(image.complete && image.naturalWidth > 0))
        if (images.length === 6 && missing === undefined) return true
        const bare = [...document.querySelectorAll('#about, #books article')].find((part) => !part.querySelector('img'))
        ;(missing ?? bare)?.scrollIntoView({ block: 'center', behavior: 'instant' })
        return images.length + ' images; missing ' + (missing ? missing.currentSrc || missing.src : bare ? bare.id || bare.textContent.slice(0, 40) : 'none')
      })()`,
      'every image to load',
      60_000,
    )
    expect(await page.run(`document.body.textContent.includes('Image unavailable')`)).toBe(false)
  })

  it('the details dialog, the chat and the calendar file work', async () => {
    await clickByName(page, 'View Details')
    await waitFor(page, `${byName('Next image', dialog)} !== undefined`, 'the dialog')
    await page.run(`${dialog}.close()`)

    await clickByName(page, 'Chat')
    await typeInto(page, 'Your message', 'Tell me about Tides of Change')
    await clickByName(page, 'Send message')
    await waitFor(page, `document.querySelector('[role=log]').children.length >= 3`, 'the reply')
    await clickByName(page, 'Close chat')

    await clickByName(page, 'Reading Schedule')
    await waitFor(page, `document.querySelector('dialog[open] a[download]') !== null`, 'the reading schedule')
    // The link holds the file itself (a data URL, which the page's policy keeps fetch from reading).
    const href = await page.run<string>(`document.querySelector('dialog[open] a[download]').href`)
    const calendar = decodeURIComponent(href.slice(href.indexOf(',') + 1))
    expect(href.startsWith('data:text/calendar')).toBe(true)
    expect(calendar.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(calendar).toContain('BEGIN:VEVENT')
  })

  it('an unknown path shows the 404 page', async () => {
    await page.goto('/gone-offline')
    await waitFor(page, `document.body.textContent.includes('Oops! Page not found')`, 'the 404 page')
    await clickFound(page, byName('Return to Home'), '"Return to Home"')
    await waitFor(page, `document.querySelector('h1')?.textContent === 'Elena Marlowe'`, 'the home page')
  })

  it('a book’s page and its sample chapter open at their addresses, from what the first visit saved', async () => {
    const book = content.books.find((candidate) => candidate.sample)
    if (!book?.sample) throw new Error('this case needs a book with a sample chapter in the content')
    await page.goto(`/books/${book.slug}`)
    await waitFor(page, `document.querySelector('h1')?.textContent === ${JSON.stringify(book.title)}`, 'the book')
    await page.goto(`/books/${book.slug}/sample`)
    const title = JSON.stringify(book.sample.title)
    await waitFor(page, `document.querySelector('h1')?.textContent === ${title}`, 'the sample chapter')
    await waitUntilLive(page)
  })
})
