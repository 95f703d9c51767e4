/** Where the chapter sits in the page and how far the page has scrolled, in CSS pixels. */
export interface ChapterGeometry {
  scrollY: number
  viewportHeight: number
  /** The chapter's top, from the top of the document. */
  chapterTop: number
  chapterHeight: number
}

export type ReadingState = 'unstarted' | 'started' | 'finished'

// Opening the chapter scrolls a little for a heading or a stray flick: that is not reading yet.
const STARTED_FROM = 0.03
// The last lines need not pass the top of the screen for the chapter to count as read.
const FINISHED_FROM = 0.97

const clamp = (value: number) => Math.min(1, Math.max(0, value))

/** The scroll at which the chapter's last line meets the bottom of the screen. */
const scrollAtEnd = (at: ChapterGeometry) => at.chapterTop + at.chapterHeight - at.viewportHeight

/** 0 at the top of the page, 1 once the chapter's end is on screen; a chapter that fits on one screen is read. */
export function readingProgress(at: ChapterGeometry): number {
  const end = scrollAtEnd(at)
  return end <= 0 ? 1 : clamp(at.scrollY / end)
}

/** The scroll that shows the chapter at this progress again, on the page as it is laid out now. */
export function scrollForProgress(progress: number, at: Omit<ChapterGeometry, 'scrollY'>): number {
  return Math.max(0, clamp(progress) * scrollAtEnd({ ...at, scrollY: 0 }))
}

export function readingState(progress: number): ReadingState {
  if (progress >= FINISHED_FROM) return 'finished'
  return progress > STARTED_FROM ? 'started' : 'unstarted'
}
