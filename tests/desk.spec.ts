// The author's desk (/admin, decision 0080): Sveltia CMS served from the site itself, on a phone, with every other
// origin refused. In its local mode it edits a copy of the content (a price, a new reading); the loader reads the
// file it writes as the build would.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { test as base, type Page } from '@playwright/test'
import { loadContent } from '../tooling/content/load-content.ts'
import { distDir } from './support/build.ts'
import { content, contentDir } from './support/content.ts'
import { expect, watchSecurityPolicy } from './support/test.ts'

// Not the suite's `test`, which fails on any refused request: the CMS asks for its fonts (jsdelivr), its latest
// version (unpkg) and GitHub's status page, which the desk's policy refuses by design. Those, and only those, are
// allowed to be refused here.
const test = base
const refusedByDesign =
  /blocked https:\/\/(cdn\.jsdelivr\.net\/fontsource\/|unpkg\.com\/@sveltia\/cms\/package\.json|www\.githubstatus\.com\/)/

const contentReadings = content.readings.readings.length

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

/** The content's text files by their path from the site's root ("content/books/x.md"). */
function contentFiles(dir: string, root = dir): Record<string, string> {
  const files: Record<string, string> = {}
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) Object.assign(files, contentFiles(path, root))
    else if (/\.(md|yaml)$/.test(name)) files[join('content', relative(root, path))] = readFileSync(path, 'utf8')
  }
  return files
}

/**
 * Opens the desk with every other origin refused. Its local mode asks the browser's folder picker, a window of the
 * browser's own that no headless browser can click: the page is handed instead a folder of its private file
 * system holding a copy of the content, the same kind of handle the picker returns.
 */
async function openDesk(page: Page) {
  await page.context().route(/^https?:\/\/(?!localhost)/, (route) => route.abort())
  await page.addInitScript(() => {
    // Chromium's File System Access API, which TypeScript's DOM types leave out.
    Object.assign(window, {
      showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('site'),
    })
  })
  const configProblems: string[] = []
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && /configuration|Sveltia CMS configuration/.test(message.text()))
      configProblems.push(message.text())
  })
  await page.goto('/admin/')
  return configProblems
}

test('the desk is served from the site alone, never indexed, never precached, and opens on a phone', async ({
  page,
  request,
}) => {
  const violations = await watchSecurityPolicy(page.context())
  const response = await request.get('/admin/')
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
  const policy = response.headers()['content-security-policy']
  expect(policy).toContain("script-src 'self';")
  expect(policy).not.toContain('sha256-')
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">')
  // The reader's worker and sitemap never name it.
  expect(readFileSync(join(distDir, 'sw.js'), 'utf8')).not.toContain('admin/')
  expect(readFileSync(join(distDir, 'sitemap.xml'), 'utf8')).not.toContain('/admin')

  const iconFont = page.waitForResponse((response) => response.url().endsWith('/admin/material-symbols-outlined.woff2'))
  const configProblems = await openDesk(page)
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible()
  // Its icons' font from the site: refused from the CDN, the CMS's buttons would show the icons' names as words.
  expect((await iconFont).status()).toBe(200)
  await expect(page.getByRole('button', { name: /Sign In Using Access Token/ })).toBeVisible()
  expect(configProblems).toEqual([])
  expect(violations.filter((violation) => !refusedByDesign.test(violation))).toEqual([])
})

/** The desk in local mode on a copy of the content, in a folder of the page's private file system. */
async function openLocalCopy(page: Page) {
  await openDesk(page)
  await page.evaluate(async (files) => {
    const site = await (await navigator.storage.getDirectory()).getDirectoryHandle('site', { create: true })
    // The CMS opens a repository's root only: the folder a clone's .git is in.
    await site.getDirectoryHandle('.git', { create: true })
    for (const [path, text] of Object.entries(files)) {
      const parts = path.split('/')
      let folder = site
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true })
      const writable = await (await folder.getFileHandle(parts.at(-1) as string, { create: true })).createWritable()
      await writable.write(text)
      await writable.close()
    }
  }, contentFiles(contentDir))
  await page.getByRole('button', { name: 'Work with Local Repository' }).click()
}

/** A content file as the desk left it ("books/x.md"). */
const written = (page: Page, path: string) =>
  page.evaluate(async (parts) => {
    let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('site')
    for (const part of ['content', ...parts.slice(0, -1)]) folder = await folder.getDirectoryHandle(part)
    return (await (await folder.getFileHandle(parts.at(-1) as string)).getFile()).text()
  }, path.split('/'))

/** The content as the next build reads it, with the file the desk wrote in a copy of the folder. */
async function loadedWith(page: Page, path: string) {
  const copy = mkdtempSync(join(tmpdir(), 'desk-content-'))
  try {
    cpSync(contentDir, copy, { recursive: true })
    writeFileSync(join(copy, path), await written(page, path))
    return loadContent(copy)
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

test('in local mode an author changes a price, and the build reads the file as she left it', async ({ page }) => {
  await openLocalCopy(page)
  await page.getByText('books', { exact: true }).first().click()
  // Books alone: their sample chapters, beside them in the folder, are a collection of their own.
  await expect(page.getByText('The Digital Ocean')).toBeVisible()
  await expect(page.getByText('One: Backscatter')).toHaveCount(0)
  await page.getByText('The Digital Ocean').click()
  const price = page.getByRole('textbox', { name: 'price', exact: true })
  await expect(price).toHaveValue('$12.99')
  await price.fill('$13.99')
  await page.getByRole('button', { name: /^Save/ }).first().click()

  const path = 'books/the-digital-ocean.md'
  await expect.poll(() => written(page, path)).toContain('price: $13.99')
  const book = (await loadedWith(page, path)).books.find((one) => one.slug === 'the-digital-ocean')
  expect(book?.editions[0].buy[0].price).toMatchObject({ text: '$13.99' })
  expect(book?.title).toBe('The Digital Ocean')
})

test('in local mode an author adds a reading, and the build lists it', async ({ page }) => {
  await openLocalCopy(page)
  await page.getByText('site', { exact: true }).first().click()
  await page.getByText('readings.yaml').click()
  await page.getByRole('button', { name: /^Add .*readings/ }).click()
  // The new reading is the list's last item. The CMS draws an item's fields as they scroll into view, so each is
  // filled once the list's last one is there and empty, scrolling as a thumb would until it is.
  const fill = async (name: string, value: string, role: 'textbox' | 'spinbutton' = 'textbox') => {
    const field = page.getByRole(role, { name, exact: true }).last()
    await expect(async () => {
      await page.mouse.wheel(0, 200)
      await expect(field).toHaveValue('', { timeout: 300 })
    }).toPass()
    await field.fill(value)
  }
  await fill('id', 'lisbon-2027-05-02')
  await fill('kind', 'Book launch')
  await fill('venue', 'Livraria Bertrand')
  await fill('address', 'Rua Garrett 73')
  await fill('city', 'Lisbon')
  await fill('timeZone', 'Europe/Lisbon')
  await fill('startsAt', '2027-05-02T18:30:00+01:00')
  await fill('durationMinutes', '60', 'spinbutton')
  await fill('description', 'The launch of the new novel, with a reading.')
  await page.getByRole('button', { name: /^Save/ }).first().click()

  await expect.poll(() => written(page, 'readings.yaml')).toContain('id: lisbon-2027-05-02')
  const { readings } = (await loadedWith(page, 'readings.yaml')).readings
  expect(readings.find((one) => one.id === 'lisbon-2027-05-02')).toMatchObject({
    kind: 'Book launch',
    venue: 'Livraria Bertrand',
    startsAt: '2027-05-02T18:30:00+01:00',
    durationMinutes: 60,
  })
  expect(readings).toHaveLength(contentReadings + 1)
})
