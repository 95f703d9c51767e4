import { describe, expect, it } from 'vitest'
import { readingProgress, readingState, scrollForProgress } from './reading-progress.ts'

const page = { viewportHeight: 800, chapterTop: 200, chapterHeight: 5600 } // the end meets the screen's bottom at 5000

describe('readingProgress', () => {
  it.each([
    { scrollY: 0, expected: 0 },
    { scrollY: 150, expected: 0.03 },
    { scrollY: 2500, expected: 0.5 },
    { scrollY: 4850, expected: 0.97 },
    { scrollY: 5000, expected: 1 },
    { scrollY: 5400, expected: 1 }, // below the chapter: the end and the footer
    { scrollY: -40, expected: 0 }, // an overscroll bounce at the top
  ])('scrolled $scrollY → $expected', ({ scrollY, expected }) => {
    expect(readingProgress({ ...page, scrollY })).toBeCloseTo(expected, 6)
  })

  it('counts a chapter that fits on one screen as read', () => {
    expect(readingProgress({ scrollY: 0, viewportHeight: 900, chapterTop: 100, chapterHeight: 700 })).toBe(1)
  })
})

describe('scrollForProgress', () => {
  it.each([
    { progress: 0, expected: 0 },
    { progress: 0.5, expected: 2500 },
    { progress: 1, expected: 5000 },
    { progress: 1.5, expected: 5000 },
    { progress: -1, expected: 0 },
  ])('progress $progress → scroll to $expected', ({ progress, expected }) => {
    expect(scrollForProgress(progress, page)).toBeCloseTo(expected, 6)
  })

  it('gives back the scroll the progress was read at', () => {
    for (const scrollY of [0, 1, 733, 4999, 5000]) {
      expect(scrollForProgress(readingProgress({ ...page, scrollY }), page)).toBeCloseTo(scrollY, 6)
    }
  })

  it('stays at the top when the chapter fits on one screen', () => {
    expect(scrollForProgress(1, { viewportHeight: 900, chapterTop: 100, chapterHeight: 700 })).toBe(0)
  })
})

describe('readingState', () => {
  it.each([
    { progress: 0, expected: 'unstarted' },
    { progress: 0.03, expected: 'unstarted' },
    { progress: 0.031, expected: 'started' },
    { progress: 0.5, expected: 'started' },
    { progress: 0.969, expected: 'started' },
    { progress: 0.97, expected: 'finished' },
    { progress: 1, expected: 'finished' },
  ])('$progress → $expected', ({ progress, expected }) => {
    expect(readingState(progress)).toBe(expected)
  })
})
