import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, findChromium } from '../tooling/browsers/chromium.ts'
import { firstPaint } from '../tooling/bundle-size.ts'
import { distDir } from './support/build.ts'
import { untilTheWorkerControls } from './support/offline.ts'
import { chromium, expect, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

test.use(withTheWorker)

test('the manifest has every field an install needs, and its icons load', async ({ page, request }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = await (await request.get(href!)).json()
  expect(manifest).toMatchObject({
    id: '/',
    name: expect.stringContaining('Elena Marlowe'),
    short_name: 'Elena Marlowe',
    description: expect.any(String),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
  })
  const icons: { src: string; sizes: string; purpose?: string }[] = manifest.icons
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  expect(manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor).sort()).toEqual([
    'narrow',
    'wide',
  ])
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  for (const src of [
    ...icons.map((icon) => icon.src),
    ...manifest.screenshots.map((shot: { src: string }) => shot.src),
    appleIcon!,
  ]) {
    const response = await request.get(src)
    expect(response.status(), src).toBe(200)
    expect(response.headers()['content-type'], src).toBe('image/png')
  }
})

test('Chromium finds no installability errors', async ({ baseURL }) => {
  // Incognito windows (Playwright's default contexts) can never install: use a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'install-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: chromiumArgs,
    baseURL,
  })
  try {
    const page = await context.newPage()
    await page.goto('/')
    await untilTheWorkerControls(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('the worker, the HTML and the manifest are revalidated; hashed assets are kept for a year', async ({
  request,
}) => {
  const asset = `/${firstPaint(distDir).scripts[0].file}`
  for (const [path, expected] of [
    ['/sw.js', 'no-cache'],
    ['/', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    [asset, 'public, max-age=31536000, immutable'],
  ]) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe(expected)
  }
})
