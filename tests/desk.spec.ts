// The author's desk (/admin, decision 0080): Sveltia CMS served from the site itself, on a phone, with every other
// origin refused. In its local mode it edits a copy of the content as an author does (a price and a typo, a new
// reading, a cover uploaded and a news post written); the loader and the image checks read the folder it leaves as
// the build would.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { test as base, type Page } from '@playwright/test'
import sharp from 'sharp'
import { imageChecks } from '../tooling/content/image-checks.ts'
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

/** The content's files, images too, by their path in the content folder ("books/x.md"), as base64. */
function contentFiles(dir: string, root = dir): Record<string, string> {
  const files: Record<string, string> = {}
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) Object.assign(files, contentFiles(path, root))
    else files[relative(root, path)] = readFileSync(path).toString('base64')
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
  // Its configuration, ~100 KB of YAML read before its first screen, sent brotli-compressed as every built text file.
  const config = await request.get('/admin/config.yml', { headers: { 'Accept-Encoding': 'br' } })
  expect(config.headers()['content-encoding']).toBe('br')
  expect(await config.text()).toContain('collections:')

  const iconFont = page.waitForResponse((response) => response.url().endsWith('/admin/material-symbols-outlined.woff2'))
  const configProblems = await openDesk(page)
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible()
  // Its icons' font from the site: refused from the CDN, the CMS's buttons would show the icons' names as words.
  expect((await iconFont).status()).toBe(200)
  await expect(page.getByRole('button', { name: /Sign In Using Access Token/ })).toBeVisible()
  expect(configProblems).toEqual([])
  expect(violations.filter((violation) => !refusedByDesign.test(violation))).toEqual([])
})

/**
 * The desk in local mode on a copy of the content, in a folder of the page's private file system; `changed` replaces
 * some of the copy's text files ("books/x.md") first.
 */
async function openLocalCopy(page: Page, changed: Record<string, string> = {}) {
  await openDesk(page)
  const files = contentFiles(contentDir)
  for (const [path, text] of Object.entries(changed)) files[path] = Buffer.from(text).toString('base64')
  await page.evaluate(async (files) => {
    const site = await (await navigator.storage.getDirectory()).getDirectoryHandle('site', { create: true })
    // The CMS opens a repository's root only: the folder a clone's .git is in.
    await site.getDirectoryHandle('.git', { create: true })
    for (const [path, base64] of Object.entries(files)) {
      const parts = ['content', ...path.split('/')]
      let folder = site
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true })
      const writable = await (await folder.getFileHandle(parts.at(-1) as string, { create: true })).createWritable()
      await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)))
      await writable.close()
    }
  }, files)
  await page.getByRole('button', { name: 'Work with Local Repository' }).click()
}

/** The content folder as the desk left it: every file by its path in it ("books/x.md"), as base64. */
const folderLeft = (page: Page) =>
  page.evaluate(async () => {
    const files: Record<string, string> = {}
    const site = await (await navigator.storage.getDirectory()).getDirectoryHandle('site')
    async function read(folder: FileSystemDirectoryHandle, at: string) {
      // Chromium's async iteration of a folder, which TypeScript's DOM types leave out.
      for await (const [name, handle] of (
        folder as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        const path = at ? `${at}/${name}` : name
        if (handle instanceof FileSystemDirectoryHandle) await read(handle, path)
        // Chromium's own file beside one being written, gone once it is.
        else if (!name.endsWith('.crswap')) {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer())
          files[path] = btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
        }
      }
    }
    await read(await site.getDirectoryHandle('content'), '')
    return files
  })

/** A content file as the desk left it ("books/x.md"), once it is there. */
const written = (page: Page, path: string) =>
  page.evaluate(async (parts) => {
    try {
      let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('site')
      for (const part of ['content', ...parts.slice(0, -1)]) folder = await folder.getDirectoryHandle(part)
      return await (await folder.getFileHandle(parts.at(-1) as string)).getFile().then((file) => file.text())
    } catch {
      return undefined
    }
  }, path.split('/'))

/**
 * The content folder the desk left, as the next build reads it: its content, its images' problems and warnings, and
 * the folder it was read from (gone once read: the images' paths name it).
 */
async function loadedFolder(page: Page) {
  const copy = mkdtempSync(join(tmpdir(), 'desk-content-'))
  try {
    for (const [path, base64] of Object.entries(await folderLeft(page))) {
      mkdirSync(dirname(join(copy, path)), { recursive: true })
      writeFileSync(join(copy, path), Buffer.from(base64, 'base64'))
    }
    const loaded = loadContent(copy)
    return { ...loaded, images: await imageChecks(loaded), root: copy }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

// What the build reads of a book, its images named by their path in the content folder.
const asWritten = (book: object, root: string) =>
  JSON.parse(JSON.stringify(book, (key, value) => (key === 'imageFile' ? relative(root, value) : value)))

test('in local mode an author fixes a typo in a summary and changes a price, and the build reads only those', async ({
  page,
}) => {
  const path = 'books/the-digital-ocean.md'
  const original = content.books.find((one) => one.slug === 'the-digital-ocean')
  const summary = original?.summary ?? ''
  // The copy she opens has a typo in its summary: "sea floor" spelt "sea flor".
  const typo = summary.replace('sea floor', 'sea flor')
  await openLocalCopy(page, { [path]: readFileSync(join(contentDir, path), 'utf8').replace(summary, typo) })
  await page.getByText('books', { exact: true }).first().click()
  // Books alone: their sample chapters, beside them in the folder, are a collection of their own.
  await expect(page.getByText('The Digital Ocean')).toBeVisible()
  await expect(page.getByText('One: Backscatter')).toHaveCount(0)
  // Each by its cover, read from the path the book's file writes ("covers/x.svg"), not a blank square.
  const covers = () =>
    page
      .locator('img')
      .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length)
  await expect.poll(covers).toBe(content.books.length)
  await page.getByText('The Digital Ocean').click()

  // The book's own page is a tap away, to see it in the site's look (in `npm run dev`, as saved).
  await page.getByRole('button', { name: 'Show Editor Options' }).tap()
  const [site] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: 'View on Live Site' }).tap(),
  ])
  await expect(site).toHaveURL(/\/books\/the-digital-ocean$/)
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('The Digital Ocean')
  await site.close()

  const price = page.getByRole('textbox', { name: 'price', exact: true })
  await expect(price).toHaveValue('$12.99')
  await price.fill('$13.99')
  // As a thumb does: into the field, the caret after "fl", one letter typed.
  const field = page.getByRole('textbox', { name: 'summary', exact: true })
  await expect(field).toHaveValue(typo)
  // A box of several lines, where the whole summary is in sight at 390 px, not a line scrolled sideways.
  expect(await field.evaluate((box) => box.tagName)).toBe('TEXTAREA')
  const { height, scrollHeight, lineHeight } = await field.evaluate((box) => ({
    height: box.clientHeight,
    scrollHeight: box.scrollHeight,
    lineHeight: Number.parseFloat(getComputedStyle(box).lineHeight),
  }))
  expect(height).toBeGreaterThanOrEqual(2 * lineHeight)
  expect(scrollHeight).toBeLessThanOrEqual(height)
  await field.tap()
  // A thumb puts the caret where it taps; a key press per letter to walk there timed out on a busy machine.
  const afterFl = typo.indexOf('sea flor') + 'sea fl'.length
  await field.evaluate((box, at) => (box as HTMLTextAreaElement).setSelectionRange(at, at), afterFl)
  await field.pressSequentially('o')
  await expect(field).toHaveValue(summary)
  await page.getByRole('button', { name: /^Save/ }).first().tap()

  await expect.poll(() => written(page, path)).toContain('price: $13.99')
  // One line, as a person writes it: the box's lines are its wrapping, not line breaks in the file.
  expect((await written(page, path))?.split('\n')).toContain(`summary: ${summary}`)
  const { books, root } = await loadedFolder(page)
  const book = books.find((one) => one.slug === 'the-digital-ocean')
  // Nothing else the build reads of the book has moved: its store's price alone, the summary as it was before the typo.
  const { editions, ...left } = asWritten(book as object, root)
  const { editions: before, ...was } = asWritten(original as object, contentDir)
  expect(left).toEqual(was)
  expect(editions[0].buy[0].price).toMatchObject({ text: '$13.99' })
  expect({ ...editions[0].buy[0], price: null }).toEqual({ ...before[0].buy[0], price: null })
})

test('in local mode an author adds a reading, and the build lists it', async ({ page }) => {
  await openLocalCopy(page)
  await page.getByText('site', { exact: true }).first().click()
  await page.getByText('readings.yaml').click()
  await page.getByRole('button', { name: /^Add .*readings/ }).click()
  // Its help as the schema writes it, the placeholder in angle brackets shown, not read as a tag.
  await expect(page.getByText('calendar file (/events/<id>.ics)').last()).toBeVisible()
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
  const { readings } = (await loadedFolder(page)).readings
  expect(readings.find((one) => one.id === 'lisbon-2027-05-02')).toMatchObject({
    kind: 'Book launch',
    venue: 'Livraria Bertrand',
    startsAt: '2027-05-02T18:30:00+01:00',
    durationMinutes: 60,
  })
  expect(readings).toHaveLength(contentReadings + 1)
})

test('in local mode an author uploads a cover and writes a news post, and the folder holds what she would write', async ({
  page,
}) => {
  await openLocalCopy(page)
  const before = Object.keys(await folderLeft(page))

  // A new cover, as a phone's photo of it would be: a 2:3 JPEG wide enough for a sharp screen.
  await page.getByText('books', { exact: true }).first().tap()
  await page.getByText('Tides of Change').tap()
  await page.getByRole('group', { name: /cover/ }).getByRole('button', { name: 'Replace Image' }).tap()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).tap()
  await (await chooser).setFiles({
    name: 'tides-of-change.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#1d3557' } })
      .jpeg()
      .toBuffer(),
  })
  await page.getByRole('dialog').getByRole('button', { name: 'Insert' }).tap()
  await page.getByRole('button', { name: /^Save/ }).first().tap()
  // The CMS writes a path from the content folder's root with a leading "/", which the build reads the same. It writes
  // the folder after it has gone back to the list, seconds later on a busy machine.
  await expect
    .poll(() => written(page, 'books/tides-of-change.md'), { timeout: 30_000 })
    .toContain('cover: /covers/tides-of-change.jpg')

  // A news post, its help under each field.
  await page.getByRole('button', { name: 'Back to Collection List' }).tap()
  await page.getByText('news', { exact: true }).first().tap()
  await page.getByRole('button', { name: 'Create New Entry' }).tap()
  await expect(page.getByRole('group', { name: /title/ }).getByRole('paragraph')).toHaveText(
    "The post's title: the heading of its page and its line on the News page.",
  )
  // The new entry's fields are set up once it opens: what is typed before then is lost.
  const title = page.getByRole('textbox', { name: 'title', exact: true })
  await expect(async () => {
    await title.fill('A Reading in Lisbon')
    await expect(title).toHaveValue('A Reading in Lisbon', { timeout: 500 })
  }).toPass()
  await page.getByRole('textbox', { name: 'date', exact: true }).fill('2026-11-02')
  await page.getByRole('textbox', { name: 'summary', exact: true }).fill('Elena reads from the new novel in May.')
  const body = page.getByRole('textbox', { name: 'body', exact: true })
  await body.tap()
  await body.pressSequentially('Come and hear the first chapter.')
  await body.press('Enter')
  await body.pressSequentially('Doors open at six.')
  await page.getByRole('button', { name: /^Save/ }).first().tap()

  const post = 'news/a-reading-in-lisbon.md'
  await expect.poll(() => written(page, post)).toBeDefined()
  // As a person writes it: the fields she gave between the "---" lines, nothing left empty, the text below.
  expect(await written(page, post)).toMatch(
    /^---\ntitle: A Reading in Lisbon\ndate: 2026-11-02\nsummary: Elena reads from the new novel in May\.\n---\n\nCome and hear the first chapter\.\n\nDoors open at six\.\n?$/,
  )
  // The image beside the other covers; nothing else in the folder is new.
  const after = Object.keys(await folderLeft(page))
  expect(after.filter((path) => !before.includes(path)).sort()).toEqual(['covers/tides-of-change.jpg', post])
  expect(before.filter((path) => !after.includes(path))).toEqual([])

  const { books, news, images, root } = await loadedFolder(page)
  const book = books.find((one) => one.slug === 'tides-of-change')
  expect(relative(root, book?.cover.imageFile ?? '')).toBe('covers/tides-of-change.jpg')
  // Its cover through the same checks as any: readable, 2:3, wide enough.
  expect(images.problems).toEqual([])
  expect(images.warnings.filter((warning) => warning.file.includes('tides-of-change.jpg'))).toEqual([])
  expect(news.find((one) => one.slug === 'a-reading-in-lisbon')).toMatchObject({
    title: 'A Reading in Lisbon',
    date: '2026-11-02',
    summary: 'Elena reads from the new novel in May.',
  })
  expect(news.find((one) => one.slug === 'a-reading-in-lisbon')?.text.html).toContain(
    '<p>Come and hear the first chapter.</p>',
  )
})
