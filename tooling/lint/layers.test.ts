// The layers plugin: an import up a layer fails in every form it can take, one down or within a layer passes.
import { expect, it, vi } from 'vitest'
import { pluginProbe } from './plugin-probe.ts'

// Each case runs Biome in a child process: seconds on a quiet machine, more than Vitest's default on a busy one.
vi.setConfig({ testTimeout: 30_000 })

const refusedLines = pluginProbe()

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
