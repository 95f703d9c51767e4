import type { ChapterGeometry } from './reading-progress.ts'

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
