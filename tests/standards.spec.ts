// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

// What the build writes, read by tools no one here wrote: every page by an HTML validator, every calendar file by
// ical.js, the feed by feedsmith. Files, not pages: no browser is needed, so each author's run costs a second or two.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseAtomFeed } from 'feedsmith'
import { HtmlValidate } from 'html-validate'
import ICAL from 'ical.js'
import { distDir } from './support/build.ts'
import { expect, test } from './support/test.ts'

const built = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).map((file) => join(distDir, file))
const ofType = (extension: string) => built.filter((file) => file.endsWith(extension))

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // A list named by its heading is how the catalogue and the news list are announced; the rule only discourages it.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The catalogue's filters apply as they are chosen, in place: a submit button would do nothing a reader needs.
    'wcag/h32': 'off',
  },
})

test('every built page is valid HTML', async () => {
  const pages = ofType('.html')
  expect(pages.length).toBeGreaterThan(5)
  const problems: string[] = []
  for (const file of pages) {
    const report = await validator.validateString(readFileSync(file, 'utf8'), file)
    for (const { messages } of report.results)
      for (const { line, column, ruleId, message } of messages)
        problems.push(`${relative(distDir, file)}:${line}:${column} ${ruleId}: ${message}`)
  }
  expect(problems).toEqual([])
})

test('every calendar file is one ical.js reads, each event with a start, a summary and a place', () => {
  for (const file of ofType('.ics')) {
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')))
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event))
    expect(events.length, relative(distDir, file)).toBeGreaterThan(0)
    for (const event of events) {
      expect(event.startDate, relative(distDir, file)).toBeTruthy()
      expect(event.summary, relative(distDir, file)).toBeTruthy()
      expect(event.location, relative(distDir, file)).toBeTruthy()
    }
  }
})

test('the feed is Atom that feedsmith reads, every entry with an id, a title, a date and a link', () => {
  const file = join(distDir, 'feed.xml')
  const feed = parseAtomFeed(readFileSync(file, 'utf8'))
  expect(feed.entries?.length).toBeGreaterThan(0)
  for (const entry of feed.entries ?? []) {
    expect(entry.id).toBeTruthy()
    expect(entry.title).toBeTruthy()
    expect(entry.updated).toBeTruthy()
    expect(entry.links?.[0]?.href).toMatch(/^https?:\/\//)
  }
})
