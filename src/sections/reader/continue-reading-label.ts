import { site } from 'virtual:content/site'
import * as words from 'virtual:words/reader'
import { fill } from '#src/content/words.ts'
import { readingState } from './reading-progress.ts'

/** What the book page's link to the sample says, from how far the reader got (undefined: never opened). */
export function continueReadingLabel(progress: number | undefined): string {
  const state = progress === undefined ? 'unstarted' : readingState(progress)
  if (state === 'finished') return words.again
  if (state === 'started') {
    // Rounded to a whole percent first, as the reader's place is counted; then written the site language's way.
    const percent = new Intl.NumberFormat(site.language, { style: 'percent' }).format(
      Math.round((progress ?? 0) * 100) / 100,
    )
    return fill(words.continue, { percent })
  }
  return words.start
}
