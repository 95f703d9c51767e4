import { readingState } from './reading-progress.ts'

/** What the book page's link to the sample says, from how far the reader got (undefined: never opened). */
export function continueReadingLabel(progress: number | undefined): string {
  const state = progress === undefined ? 'unstarted' : readingState(progress)
  if (state === 'finished') return 'Read the sample again'
  if (state === 'started') return `Continue reading (${Math.round((progress ?? 0) * 100)}%)`
  return 'Read a sample'
}
