import { useRouter } from '@tanstack/react-router'
import { type RefObject, useEffect, useState } from 'react'
import { followProgress, scrollToPlace } from './chapter-geometry.ts'
import { onPageLeave } from './on-page-leave.ts'
import { readingPositions } from './reading-positions.ts'
import { readingState } from './reading-progress.ts'
import { throttledSave } from './throttled-save.ts'

const SAVE_INTERVAL_MS = 1000

/**
 * Takes the reader back to their place in this book's sample (the page owns its scroll, see
 * src/app/router.tsx), then follows their progress through it: kept for the bar, saved for next time.
 */
export function useSamplePosition(slug: string, chapter: RefObject<Element | null>): number {
  const [progress, setProgress] = useState(0)
  const router = useRouter()

  useEffect(() => {
    const positions = readingPositions()
    const save = throttledSave((value: number) => positions.put(slug, value), SAVE_INTERVAL_MS)
    let stopFollowing = () => {}
    let left = false
    // The place is kept as it was when the reader chose to leave: the next page scrolls before this one is gone.
    const leave = () => {
      left = true
      stopFollowing()
      save.flush()
    }
    const stopWatchingNavigation = router.subscribe('onBeforeNavigate', ({ pathChanged }) => pathChanged && leave())
    const stopWatchingLeave = onPageLeave(save.flush)
    // Nothing is followed, so nothing saved, until the old place is back: the top of the page would overwrite it.
    const arrivedAt = window.scrollY
    positions.get(slug).then((saved) => {
      if (left || !chapter.current) return
      // A reader who scrolled while the place was being read keeps their own scroll: never pulled back under them.
      if (window.scrollY === arrivedAt) scrollToPlace(chapter.current, saved)
      stopFollowing = followProgress(chapter.current, (now) => {
        setProgress(now)
        // Back at the top, say for the header's links, the reader has not lost their place.
        if (readingState(now) !== 'unstarted') save.push(now)
      })
    })
    return () => {
      stopWatchingNavigation()
      stopWatchingLeave()
      leave()
    }
  }, [slug, chapter, router])

  return progress
}
