import { describe, expect, it, vi } from 'vitest'
import { oncePastTheTop, type ScrollView } from './past-the-top.ts'

function view(scrollY: number) {
  const target = new EventTarget()
  const page = Object.assign(target, { scrollY, innerHeight: 800 }) as unknown as ScrollView & { scrollY: number }
  const scrollTo = (y: number) => {
    page.scrollY = y
    target.dispatchEvent(new Event('scroll'))
  }
  return { page, scrollTo }
}

describe('oncePastTheTop', () => {
  it('waits while the reader is on the first screen, then calls back once', () => {
    const { page, scrollTo } = view(0)
    const callback = vi.fn()
    oncePastTheTop(callback, page)
    scrollTo(400)
    expect(callback).not.toHaveBeenCalled()
    scrollTo(800)
    scrollTo(1200)
    expect(callback).toHaveBeenCalledOnce()
  })

  it('calls back at once when the reader is already further down', () => {
    const callback = vi.fn()
    oncePastTheTop(callback, view(2000).page)
    expect(callback).toHaveBeenCalledOnce()
  })
})
