import { describe, expect, it } from 'vitest'
import { scrollAfterFirstRender } from './scroll-after-first-render.ts'

describe('scrollAfterFirstRender', () => {
  it('leaves the first render where the page is, and lets every later one place the scroll', () => {
    const mayScroll = scrollAfterFirstRender()
    expect([mayScroll(), mayScroll(), mayScroll()]).toEqual([false, true, true])
  })

  it('counts each router on its own', () => {
    const first = scrollAfterFirstRender()
    first()
    expect(scrollAfterFirstRender()()).toBe(false)
  })
})
