import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstPaintFiles, precacheFiles, sizeOf, total } from './bundle-size'

describe('bundle sizes', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-size-'))
  writeFileSync(join(dist, 'a.js'), 'x'.repeat(10_000))
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

  it('finds the scripts and styles the first paint fetches', () => {
    writeFileSync(
      join(dist, 'index.html'),
      `<head><script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-3.css"></head>
      <body><script type="application/ld+json">{}</script></body>`,
    )
    expect(firstPaintFiles(dist)).toEqual({ scripts: ['assets/index-1.js', 'assets/react-2.js'], styles: ['assets/index-3.css'] })
  })

  it('reads the precache manifest out of the built worker', () => {
    expect(precacheFiles(dist)).toEqual(['index.html', 'assets/a-1.js'])
  })
})
