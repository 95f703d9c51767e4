// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { words } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { readerText } from './support/reader-text.ts'
import { expect, test } from './support/test.ts'

// What a keyboard types where a typesetter sets ’ “ ” – — … (docs/decisions/0093): an apostrophe between letters,
// a straight double quote, a spaced hyphen between words, two hyphens, three dots.
const typedMarks = /\p{L}'\p{L}|"|(?<=\S) - (?=\S)|--|\.\.\./gu
// The spec writes these two of the site's own words with plain characters ("Let's Connect", "Sending...").
const fixedBySpec = [words.contact.heading, words.contact.sending]

test('every page the sitemap lists sets its words with typographic punctuation, from its HTML alone', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname)
  expect(paths).toContain('/')
  await holdApp(page)
  const found: string[] = []
  for (const path of paths) {
    await page.goto(path)
    // Code is shown as the author typed it.
    await page.addStyleTag({ content: 'code, pre { display: none !important }' })
    const text = fixedBySpec.reduce((shown, word) => shown.replaceAll(word, ''), await readerText(page))
    for (const [mark] of text.matchAll(typedMarks)) found.push(`${path}: ${mark}`)
  }
  expect(found).toEqual([])
})
