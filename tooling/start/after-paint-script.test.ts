import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { startupModules } from './after-paint-script.ts'

type Links = { imports?: string[]; dynamicImports?: string[] }

function bundleOf(chunks: Record<string, Links>): Rollup.OutputBundle {
  const bundle: Record<string, unknown> = {}
  for (const [fileName, { imports = [], dynamicImports = [] }] of Object.entries(chunks)) {
    bundle[fileName] = { type: 'chunk', fileName, imports, dynamicImports }
  }
  bundle['logo.svg'] = { type: 'asset', fileName: 'logo.svg' }
  return bundle as Rollup.OutputBundle
}

describe('startupModules', () => {
  it.each<[string, Record<string, Links>, string[]]>([
    ['the entry alone', { 'entry.js': {} }, ['entry.js']],
    [
      'static imports, transitively',
      { 'entry.js': { imports: ['a.js'] }, 'a.js': { imports: ['b.js'] }, 'b.js': {} },
      ['entry.js', 'a.js', 'b.js'],
    ],
    [
      "the entry's own dynamic imports and what they import",
      {
        'entry.js': { dynamicImports: ['react.js', 'app.js'] },
        'react.js': {},
        'app.js': { imports: ['shared.js'] },
        'shared.js': {},
      },
      ['entry.js', 'react.js', 'app.js', 'shared.js'],
    ],
    [
      'not what the app imports on demand',
      { 'entry.js': { dynamicImports: ['app.js'] }, 'app.js': { dynamicImports: ['dialog.js'] }, 'dialog.js': {} },
      ['entry.js', 'app.js'],
    ],
    [
      'each module once, cycles included',
      { 'entry.js': { imports: ['a.js'], dynamicImports: ['a.js'] }, 'a.js': { imports: ['entry.js'] } },
      ['entry.js', 'a.js'],
    ],
    ['assets are not modules', { 'entry.js': { imports: ['logo.svg'] } }, ['entry.js']],
  ])('%s', (_, chunks, expected) => {
    const bundle = bundleOf(chunks)
    expect(startupModules(bundle['entry.js'] as Rollup.OutputChunk, bundle)).toEqual(expected)
  })
})
