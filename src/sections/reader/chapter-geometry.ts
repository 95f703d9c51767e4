import { type ChapterGeometry, readingProgress, readingState, scrollForProgress } from './reading-progress.ts'

/** The chapter's place in the document and the window's scroll, as laid out now. */
export function measureChapter(chapter: Element): ChapterGeometry {
  const box = chapter.getBoundingClientRect()
  return {
    scrollY,
    viewportHeight: document.documentElement.clientHeight,
    chapterTop: box.top + scrollY,
    chapterHeight: box.height,
  }
}

/** Back at the saved place, or at the top to read it first or again; at once, whatever the page's smooth scrolling. */
export function scrollToPlace(chapter: Element, saved: number | undefined): void {
  const place = saved !== undefined && readingState(saved) === 'started' ? saved : 0
  window.scrollTo({ top: scrollForProgress(place, measureChapter(chapter)), behavior: 'instant' })
}

/** Calls back with the progress now and whenever the scroll, the window or the chapter's length changes it. */
export function followProgress(chapter: Element, onProgress: (progress: number) => void): () => void {
  const follow = () => onProgress(readingProgress(measureChapter(chapter)))
  addEventListener('scroll', follow, { passive: true })
  addEventListener('resize', follow)
  // A new text size makes the chapter longer or shorter under the same scroll.
  const resized = new ResizeObserver(follow)
  resized.observe(chapter)
  follow()
  return () => {
    removeEventListener('scroll', follow)
    removeEventListener('resize', follow)
    resized.disconnect()
  }
}
