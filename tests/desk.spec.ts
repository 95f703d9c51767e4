// The author's desk (/admin, decision 0080): Sveltia CMS served from the site itself, on a phone, with every other
// origin refused. In its local mode it edits a copy of the content; the loader reads the file it writes as the
// build would.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { test as base, type Page } from '@playwright/test'
import { loadContent } from '../tooling/content/load-content.ts'
import { distDir } from './support/build.ts'
import { contentDir } from './support/content.ts'
import { expect, watchSecurityPolicy } from './support/test.ts'

// Not the suite's `test`, which fails on any refused request: the CMS asks for its fonts (jsdelivr), its latest
// version (unpkg) and GitHub's status page, which the desk's policy refuses by design. Those, and only those, are
// allowed to be refused here.
const test = base
const refusedByDesign =
  /blocked https:\/\/(cdn\.jsdelivr\.net\/fontsource\/|unpkg\.com\/@sveltia\/cms\/package\.json|www\.githubstatus\.com\/)/

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

test('in local mode an author changes a price, and the build reads the file as she left it', async ({ page }) => {
  const book = 'the-digital-ocean'
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
  await page.getByText('books', { exact: true }).first().click()
  // Books alone: their sample chapters, beside them in the folder, are a collection of their own.
  await expect(page.getByText('The Digital Ocean')).toBeVisible()
  await expect(page.getByText('One: Backscatter')).toHaveCount(0)
  await page.getByText('The Digital Ocean').click()
  const price = page.getByRole('textbox', { name: 'price', exact: true })
  await expect(price).toHaveValue('$12.99')
  await price.fill('$13.99')
  await page.getByRole('button', { name: /^Save/ }).first().click()

  const written = async () =>
    page.evaluate(async (name) => {
      const site = await (await navigator.storage.getDirectory()).getDirectoryHandle('site')
      const books = await (await site.getDirectoryHandle('content')).getDirectoryHandle('books')
      return (await (await books.getFileHandle(`${name}.md`)).getFile()).text()
    }, book)
  await expect.poll(written).toContain('price: $13.99')

  // The file in a copy of the content folder: the loader reads it as the next build will.
  const copy = mkdtempSync(join(tmpdir(), 'desk-content-'))
  try {
    cpSync(contentDir, copy, { recursive: true })
    writeFileSync(join(copy, 'books', `${book}.md`), await written())
    const loaded = loadContent(copy).books.find((one) => one.slug === book)
    expect(loaded?.editions[0].buy[0].price).toMatchObject({ text: '$13.99' })
    expect(loaded?.title).toBe('The Digital Ocean')
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
})
