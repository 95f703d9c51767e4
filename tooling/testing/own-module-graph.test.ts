import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { needsOwnModuleGraph, testFilesByIsolation } from './own-module-graph.ts'

it.each([
  ['asks for a DOM', '// @vitest-environment happy-dom\nimport { it } from "vitest"'],
  ['mocks a module', "vi.mock('#src/outbox/site-outbox.ts', () => ({}))"],
  ['mocks a module later', "vi.doMock('./a.ts', () => ({}))"],
  ['reloads modules', 'beforeEach(() => vi.resetModules())'],
  ['uses the fake IndexedDB', "import 'fake-indexeddb/auto'"],
])('a file that %s needs its own module graph', (_, source) => {
  expect(needsOwnModuleGraph(source)).toBe(true)
})

it('a file that only imports and stubs what it restores shares its worker’s', () => {
  expect(
    needsOwnModuleGraph(
      "import { vi } from 'vitest'\nvi.stubGlobal('location', {})\nafterEach(() => vi.unstubAllGlobals())\nconst f = vi.fn()",
    ),
  ).toBe(false)
})

it('finds the test files in every folder below, split by what they need', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'own-graph-'))
  try {
    await mkdir(join(dir, 'a/b'), { recursive: true })
    await writeFile(join(dir, 'a/b/dom.test.tsx'), '// @vitest-environment happy-dom\n')
    await writeFile(join(dir, 'a/plain.test.ts'), "it('adds', () => {})\n")
    await writeFile(join(dir, 'a/plain.ts'), "vi.mock('./x.ts')\n")
    expect(testFilesByIsolation(dir, 'a')).toEqual({ own: ['a/b/dom.test.tsx'], shared: ['a/plain.test.ts'] })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
