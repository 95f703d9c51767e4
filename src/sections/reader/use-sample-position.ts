import { type RefObject, useEffect, useState } from 'react'
import { measureChapter } from './chapter-geometry.ts'
import { onPageLeave } from './on-page-leave.ts'
import { readingPositions } from './reading-positions.ts'
import { readingProgress, readingState, scrollForProgress } from './reading-progress.ts'
import { throttledSave } from './throttled-save.ts'

const SAVE_INTERVAL_MS = 1000

/**
 * Takes the reader back to where they left this book's sample, then follows their progress
 * through it: kept for the bar, and saved for the next visit.
 */
export function useSamplePosition(slug: string, chapter: RefObject<Element | null>): number {
  const [progress, setProgress] = useState(0)

  useEffect(() => {
    const positions = readingPositions()
    const save = throttledSave((value: number) => positions.put(slug, value), SAVE_INTERVAL_MS)
    // Scroll events come at most once a frame, so each one measures: nothing waits that leaving could lose.
    const follow = () => {
      if (!chapter.current) return
      const now = readingProgress(measureChapter(chapter.current))
      setProgress(now)
      save.push(now)
    }
    let stopFollowing = () => {}
    let stopped = false
    // Nothing is followed, so nothing saved, until the old place is back: the top of the page would overwrite it.
    positions.get(slug).then((saved) => {
      if (stopped) return
      if (saved !== undefined && readingState(saved) !== 'unstarted' && chapter.current)
        window.scrollTo({ top: scrollForProgress(saved, measureChapter(chapter.current)), behavior: 'instant' })
      addEventListener('scroll', follow, { passive: true })
      addEventListener('resize', follow)
      // A new text size makes the chapter longer or shorter under the same scroll.
      const resized = new ResizeObserver(follow)
      if (chapter.current) resized.observe(chapter.current)
      const stopLeaving = onPageLeave(save.flush)
      stopFollowing = () => {
        removeEventListener('scroll', follow)
        removeEventListener('resize', follow)
        resized.disconnect()
        stopLeaving()
      }
      follow()
    })
    return () => {
      stopped = true
      stopFollowing()
      save.flush()
    }
  }, [slug, chapter])

  return progress
}
