import type { IndexHtmlTransformContext, Plugin, Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { type PageHead, pageHeadTags } from './content/head-tags.ts'
import { inlineStylesheet } from './inline-css.ts'
import { pageFiles } from './page-file.ts'
import { prerenderPages } from './prerender.ts'
import { paintWaitMs, startAfterFirstPaint } from './start/after-paint-script.ts'

type Context = Partial<Pick<IndexHtmlTransformContext, 'bundle' | 'chunk'>>

async function transform(plugin: Plugin, html: string, context: Context = {}): Promise<unknown> {
  const hook = plugin.transformIndexHtml
  if (!hook || typeof hook === 'function') throw new Error(`${plugin.name} has no ordered transformIndexHtml`)
  return (hook.handler as (html: string, context: Context) => unknown)(html, context)
}

const page = (body: string, head = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`
const entry = {
  type: 'chunk',
  fileName: 'assets/index-a1.js',
  imports: [],
  dynamicImports: [],
  viteMetadata: { importedCss: new Set(['assets/index-b2.css']), importedAssets: new Set() },
} as unknown as Rollup.OutputChunk
const homeHead: PageHead = {
  title: 'Home',
  description: 'The site',
  socialDescription: 'The site',
  url: 'https://example.org/',
  type: 'website',
  siteName: 'Author',
  image: { url: 'https://example.org/icon.png', width: 512, height: 512, alt: 'Author' },
  largeCard: false,
  locale: 'en_US',
}
const entryScript = `<script type="module" crossorigin src="/${entry.fileName}"></script>`
const manifestLink = '<link rel="manifest" href="/app.webmanifest">'
const bundleWith = (files: Record<string, unknown>) => files as Rollup.OutputBundle

describe('the plugins that rewrite index.html fail the build when their pattern is missing', () => {
  it('prerender-pages, without an empty #root', async () => {
    // It checks the HTML before it starts the renderer, so the content plugin is never used here.
    const plugin = prerenderPages({ name: 'content' }, homeHead, 'content')
    await expect(transform(plugin, page('<div id="root">x</div>'))).rejects.toThrow(
      'prerender-pages: the HTML has no empty <div id="root">',
    )
  })

  it('prerender-pages, failed: the worker’s plugin, asking for the pages after, meets that failure, not an empty list', async () => {
    const plugin = prerenderPages({ name: 'content' }, homeHead, 'content')
    await expect(transform(plugin, page('<div id="root">x</div>'))).rejects.toThrow()
    expect(() => plugin.api.pages()).toThrow('prerender-pages: the HTML has no empty <div id="root">')
  })

  it('inline-stylesheet, without a stylesheet link', async () => {
    await expect(transform(inlineStylesheet(), page(''), { bundle: bundleWith({}) })).rejects.toThrow(
      'inline-stylesheet: the HTML has no stylesheet link',
    )
  })

  it('inline-stylesheet, when the linked file is not in the build', async () => {
    const html = page('', '<link rel="stylesheet" crossorigin href="/assets/gone.css">')
    await expect(transform(inlineStylesheet(), html, { bundle: bundleWith({}) })).rejects.toThrow(
      'inline-stylesheet: the build has no stylesheet assets/gone.css',
    )
  })

  it('start-after-first-paint, without the entry script', async () => {
    const context = { bundle: bundleWith({ [entry.fileName]: entry }), chunk: entry }
    await expect(transform(startAfterFirstPaint(), page('', manifestLink), context)).rejects.toThrow(
      'start-after-first-paint: the HTML has no module entry script',
    )
  })

  it('start-after-first-paint, without the manifest', async () => {
    const context = { bundle: bundleWith({ [entry.fileName]: entry }), chunk: entry }
    await expect(transform(startAfterFirstPaint(), page(entryScript), context)).rejects.toThrow(
      'start-after-first-paint: the HTML has no manifest link',
    )
  })
})

describe('with their pattern present', () => {
  it('inline-stylesheet puts the stylesheet in the HTML', async () => {
    const html = page('', '<link rel="stylesheet" crossorigin href="/assets/app.css">')
    const bundle = bundleWith({ 'assets/app.css': { type: 'asset', source: 'p{color:red}' } })
    expect(await transform(inlineStylesheet(), html, { bundle })).toBe(page('', '<style>p{color:red}</style>'))
  })

  it('inline-stylesheet then cuts each page’s copy to its own HTML’s rules, and keeps the file for the app, less what every page declares', async () => {
    const plugin = inlineStylesheet()
    const font = '@font-face{font-family:F;src:url(/f.woff2)}'
    const css = `${font}.a{color:red}.b{color:blue}`
    const stylesheet = { type: 'asset', fileName: 'assets/app.css', source: css }
    const link = '<link rel="stylesheet" crossorigin href="/assets/app.css">'
    const home = String(
      await transform(plugin, page('<p class="a"></p>', link), {
        bundle: bundleWith({ [stylesheet.fileName]: stylesheet }),
      }),
    )
    const pages = {
      'index.html': { type: 'asset', fileName: 'index.html', source: home },
      'books/b.html': { type: 'asset', fileName: 'books/b.html', source: home.replace('class="a"', 'class="b"') },
    }
    const bundle = bundleWith({ [stylesheet.fileName]: stylesheet, ...pages })
    ;(plugin.configResolved as (config: unknown) => void)({ build: { cssTarget: false } })
    ;(plugin.generateBundle as { handler: (options: unknown, bundle: Rollup.OutputBundle) => void }).handler({}, bundle)
    expect(pages['index.html'].source).toBe(page('<p class="a"></p>', `<style>${font}.a{color:red}</style>`))
    expect(pages['books/b.html'].source).toBe(page('<p class="b"></p>', `<style>${font}.b{color:#00f}</style>`))
    expect(bundle[stylesheet.fileName]).toMatchObject({ source: '.a{color:red}.b{color:#00f}' })
  })

  it('start-after-first-paint replaces the entry script with its starter, which names the stylesheet and the manifest', async () => {
    const context = { bundle: bundleWith({ [entry.fileName]: entry }), chunk: entry }
    const out = String(await transform(startAfterFirstPaint(), page(entryScript, manifestLink), context))
    expect(out).not.toContain(`src="/${entry.fileName}"`)
    expect(out).not.toContain(manifestLink)
    const starter = out.match(/<script type="module">([^<]+)<\/script>/)?.[1] ?? ''
    expect(starter).toContain(`/${entry.fileName}`)
    expect(starter).toContain('[`/assets/index-b2.css`]')
    expect(starter).toContain('/app.webmanifest')
    expect(starter).toContain(`,${paintWaitMs})`)
  })
})

describe('pageFiles', () => {
  const home = { head: '<script type="application/ld+json">{}</script>', markup: '<h1>Home</h1>' }
  const homeHtml = page(
    `<div id="root">${home.markup}</div>`,
    `${pageHeadTags(homeHead)}<meta name="prerendered" content="/" /><script>start()</script>${home.head}`,
  )
  const bookHead = { ...homeHead, title: 'A Book', url: 'https://example.org/books/a-book', type: 'book' as const }
  const book = { path: '/books/a-book', pageHead: bookHead, head: '<link rel="preload" />', markup: '<h1>A Book</h1>' }

  it('swaps the home page’s own parts for the page’s, keeping the shared scripts', () => {
    expect(pageFiles(homeHtml, home, homeHead)(book)).toBe(
      page(
        `<div id="root">${book.markup}</div>`,
        `${pageHeadTags(bookHead)}<meta name="prerendered" content="/books/a-book" /><script>start()</script>${book.head}`,
      ),
    )
  })

  it('gives the 404 page, served at any address, no canonical address and keeps it out of search results', () => {
    const notFound = { ...homeHead, title: 'Page not found', url: undefined, noindex: true }
    const html = pageFiles(homeHtml, home, homeHead)({ ...book, path: '/404', pageHead: notFound })
    expect(html).not.toContain('rel="canonical"')
    expect(html).not.toContain('og:url')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).toContain('<title>Page not found</title>')
  })

  it('fails the build when the home page lacks one of them', () => {
    expect(() => pageFiles(homeHtml.replace(home.markup, ''), home, homeHead)).toThrow(/^prerender-pages: /)
  })
})
