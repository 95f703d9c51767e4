// The layers plugin, run by Biome itself over files written where src/'s folders would hold them: an import up a
// layer fails in every form it can take, one down or within a layer passes.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const project = mkdtempSync(join(tmpdir(), 'layers-'))
afterAll(() => rmSync(project, { recursive: true, force: true }))

// The project's own configuration, reading files outside git.
writeFileSync(
  join(project, 'biome.jsonc'),
  readFileSync(join(root, 'biome.jsonc'), 'utf8').replace('"vcs": { "enabled": true', '"vcs": { "enabled": false'),
)
cpSync(join(root, 'tooling/lint'), join(project, 'tooling/lint'), { recursive: true })

/** The lines of `file` (under src/) that the plugin refuses. */
function refusedLines(file: string, lines: string[]): number[] {
  const path = join(project, 'src', file)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${lines.join('\n')}\n`)
  let output: string
  try {
    output = execFileSync(join(root, 'node_modules/.bin/biome'), ['lint', '--only=plugin', join('src', file)], {
      cwd: project,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  } catch (error) {
    output = (error as { stdout: string; stderr: string }).stdout + (error as { stderr: string }).stderr
  }
  return [...output.matchAll(new RegExp(`${file.replaceAll('/', '\\/')}:(\\d+):\\d+ plugin`, 'g'))].map((match) =>
    Number(match[1]),
  )
}

it('refuses an import up a layer, however it is written', () => {
  const up = [
    "import def, { named } from '#src/sections/books/BookCard.tsx'",
    "import * as all from '#src/widgets/chat/ChatPanel.tsx'",
    "import type { Page } from '#src/pages/SamplePage.tsx'",
    "import '#src/app/App.tsx'",
    "export { book } from '#src/routes/book.tsx'",
    "export * from '#src/app/router.tsx'",
    "export const start = () => import('#src/main.tsx')",
  ]
  expect(refusedLines('ui/probe.ts', up)).toEqual([1, 2, 3, 4, 5, 6, 7])
})

it('lets an import down a layer or within one pass', () => {
  const down = [
    "import { homeBooks } from '#src/content/home-books.ts'",
    "import { Image } from '#src/ui/Image.tsx'",
    "import { hydrationMark } from '#src/start/hydration-mark.ts'",
  ]
  expect(refusedLines('ui/probe.ts', down)).toEqual([])
  expect(refusedLines('sections/probe.ts', ["import { BookCard } from '#src/sections/books/BookCard.tsx'"])).toEqual([])
})

it('holds the lowest layer below every other and leaves the entry files free', () => {
  expect(refusedLines('content/probe.ts', ["import { x } from '#src/device/store-region.ts'"])).toEqual([1])
  expect(refusedLines('main.tsx', ["import { App } from '#src/app/App.tsx'"])).toEqual([])
})
