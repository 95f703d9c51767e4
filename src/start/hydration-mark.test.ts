import { describe, expect, it, vi } from 'vitest'
import { createHydrationMark, partsToReport } from './hydration-mark.ts'

describe('the hydration mark', () => {
  it('waits for every part of the home page, in any order', () => {
    const mark = vi.fn()
    const hydration = createHydrationMark(mark)
    hydration.expect(partsToReport('/'))
    for (const part of ['contact', 'page', 'books'] as const) hydration.report(part)
    expect(mark).not.toHaveBeenCalled()
    hydration.report('about')
    expect(mark).toHaveBeenCalledOnce()
  })

  it('counts reports that came before the expectation', () => {
    const mark = vi.fn()
    const hydration = createHydrationMark(mark)
    hydration.report('page')
    expect(mark).not.toHaveBeenCalled()
    hydration.expect(partsToReport('/no-such-page'))
    expect(mark).toHaveBeenCalledOnce()
  })

  it('marks once, however often parts report', () => {
    const mark = vi.fn()
    const hydration = createHydrationMark(mark)
    hydration.expect(partsToReport('/missing'))
    hydration.report('page')
    hydration.report('page')
    hydration.expect(partsToReport('/missing'))
    expect(mark).toHaveBeenCalledOnce()
  })

  it('expects the page alone off the home page, and the lazy sections too on it', () => {
    expect(partsToReport('/missing')).toEqual(['page'])
    expect(partsToReport('/')).toEqual(['page', 'about', 'books', 'contact'])
  })
})
