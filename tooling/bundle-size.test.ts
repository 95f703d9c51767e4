import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstPaint, precacheFiles, sizeOf, total } from './bundle-size.ts'

describe('bundle sizes', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-size-'))
  writeFileSync(join(dist, 'a.js'), 'x'.repeat(10_000))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(
    join(dist, 'sw.js'),
    'precacheAndRoute([{"revision":"abc","url":"index.html"},{"revision":null,"url":"assets/a-1.js"}]);',
  )

  it('measures raw and gzip bytes', () => {
    const size = sizeOf(dist, 'a.js')
    expect(size.raw).toBe(10_000)
    expect(size.gzip).toBeGreaterThan(0)
    expect(size.gzip).toBeLessThan(200)
    expect(total([size, size])).toEqual({ raw: 20_000, gzip: size.gzip * 2 })
  })

  it('finds the scripts the first paint names and its styles, inline, linked or named for the starter', () => {
    for (const file of ['index-1.js', 'react-2.js', 'app-5.js', 'lazy-4.js', 'index-3.css', 'app-6.css'])
      writeFileSync(join(dist, 'assets', file), 'body{}')
    writeFileSync(
      join(dist, 'index.html'),
      `<head><style>:root{--ink:#000}</style>
      <link rel="stylesheet" crossorigin href="/assets/index-3.css">
      <script type="module">const [entry, ...deps] = ["/assets/index-1.js","/assets/react-2.js"];t([\`/assets/app-5.js\`],[\`/assets/app-6.css\`])</script>
      <link rel="modulepreload" crossorigin href="/assets/react-2.js"></head>
      <body><script type="application/ld+json">{}</script></body>`,
    )
    const { scripts, styles, stylesheets } = firstPaint(dist)
    expect(scripts.map((script) => script.file)).toEqual(['assets/index-1.js', 'assets/react-2.js', 'assets/app-5.js'])
    expect(styles.map((style) => [style.file, style.raw])).toEqual([['index.html <style> 1', 17]])
    expect(stylesheets.map((sheet) => [sheet.file, sheet.raw])).toEqual([
      ['assets/index-3.css', 6],
      ['assets/app-6.css', 6],
    ])
  })

  it('reads the precache manifest out of the built worker', () => {
    expect(precacheFiles(dist)).toEqual(['index.html', 'assets/a-1.js'])
  })
})
