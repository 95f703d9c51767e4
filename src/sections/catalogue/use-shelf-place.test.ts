// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { keepShelfPlace } from './use-shelf-place.ts'

// The test DOM lays nothing out: a shelf's scrollLeft is whatever was set, as a laid-out shelf's would be.
const layOut = (list: HTMLElement, skipped: boolean) =>
  list.dispatchEvent(Object.assign(new Event('contentvisibilityautostatechange'), { skipped }))

describe('keepShelfPlace', () => {
  it('sets the place at once, and again the first time the shelf is laid out, not after', () => {
    const list = document.createElement('ol')
    keepShelfPlace(list, 320)
    expect(list.scrollLeft).toBe(320)
    // The router's own attempt, on a shelf with no width yet, left it at its start.
    list.scrollLeft = 0
    layOut(list, true)
    expect(list.scrollLeft).toBe(0)
    layOut(list, false)
    expect(list.scrollLeft).toBe(320)
    // Then the reader swipes: skipped off screen and drawn again, the shelf keeps their place.
    list.scrollLeft = 40
    layOut(list, true)
    layOut(list, false)
    expect(list.scrollLeft).toBe(40)
  })

  it('stops waiting when the shelf goes', () => {
    const list = document.createElement('ol')
    const stop = keepShelfPlace(list, 320)
    stop()
    list.scrollLeft = 0
    layOut(list, false)
    expect(list.scrollLeft).toBe(0)
  })
})
