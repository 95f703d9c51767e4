// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { axeViolations } from './support/axe.ts'
import { content } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, test } from './support/test.ts'
import { switchTheme } from './support/theme.ts'

const book = content.books.find((candidate) => candidate.sample) ?? content.books[0]
const paths = [`/books/${book.slug}`, ...(book.sample ? [`/books/${book.slug}/sample`] : [])]

for (const path of paths)
  test.describe(path, () => {
    // One load a page, read in each theme: reduced motion shows it as a reader finally sees it.
    const shown = sharedPage(
      async (page) => {
        await page.goto(path)
        await waitUntilLive(page)
      },
      { reducedMotion: 'reduce' },
    )
    for (const colorScheme of ['light', 'dark'] as const)
      test(`${path} has no axe violations in the ${colorScheme} theme`, async () => {
        await switchTheme(shown(), colorScheme)
        expect(await axeViolations(shown())).toEqual([])
      })
  })
