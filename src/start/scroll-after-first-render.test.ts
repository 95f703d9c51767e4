import { describe, expect, it } from 'vitest'
import { scrollAfterFirstRender } from './scroll-after-first-render.ts'

describe('scrollAfterFirstRender', () => {
  it('in the browser, leaves the first render where the page is, and lets every later one place the scroll', () => {
    const mayScroll = scrollAfterFirstRender(true)
    expect([mayScroll(), mayScroll(), mayScroll()]).toEqual([false, true, true])
  })

  it('counts each router on its own', () => {
    const first = scrollAfterFirstRender(true)
    first()
    expect(scrollAfterFirstRender(true)()).toBe(false)
  })

  it('in the build, lets every render place the scroll: the page it writes restores a reload', () => {
    const mayScroll = scrollAfterFirstRender(false)
    expect([mayScroll(), mayScroll()]).toEqual([true, true])
  })

  it('knows the build by its having no document', () => {
    expect(scrollAfterFirstRender()()).toBe(true)
  })
})
