import { afterEach, describe, expect, it, vi } from 'vitest'
import { oncePastTheTop } from './past-the-top.ts'

const screen = 800
const pageHeight = 5000

/**
 * The browser's observer, for a root that is the screen and a target that is the page's body: it
 * applies the vertical root margin (percentages of the screen) and reports as the browser does, edges
 * touching counting as intersecting, once when observing starts and whenever that changes.
 */
class ScreenObserver {
  static current: ScreenObserver | undefined
  static startAt = 0
  scrollY = ScreenObserver.startAt
  connected = true
  private reported: boolean | undefined
  private readonly top: number
  private readonly bottom: number

  constructor(
    private readonly report: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void,
    options: IntersectionObserverInit = {},
  ) {
    const [top = '0%', , bottom = top] = (options.rootMargin ?? '0%').split(' ')
    const percent = (margin: string) => (Number.parseFloat(margin) / 100) * screen
    this.top = -percent(top)
    this.bottom = screen + percent(bottom)
    ScreenObserver.current = this
  }

  observe() {
    this.update()
  }

  disconnect() {
    this.connected = false
  }

  scrollTo(y: number) {
    this.scrollY = y
    if (this.connected) this.update()
  }

  private update() {
    const isIntersecting = -this.scrollY <= this.bottom && pageHeight - this.scrollY >= this.top
    if (isIntersecting !== this.reported) this.report([{ isIntersecting }])
    this.reported = isIntersecting
  }
}

afterEach(() => vi.unstubAllGlobals())

function observed(scrollY: number) {
  ScreenObserver.startAt = scrollY
  vi.stubGlobal('IntersectionObserver', ScreenObserver)
  const callback = vi.fn()
  oncePastTheTop(callback, {} as Element)
  const observer = ScreenObserver.current as ScreenObserver
  return { callback, observer, scrollTo: (y: number) => observer.scrollTo(y) }
}

describe('oncePastTheTop', () => {
  it('waits while the reader is on the first screen, then calls back once, and stops watching', () => {
    const { callback, observer, scrollTo } = observed(0)
    scrollTo(400)
    scrollTo(screen - 1)
    expect(callback).not.toHaveBeenCalled()
    scrollTo(screen)
    scrollTo(1200)
    scrollTo(0)
    scrollTo(2000)
    expect(callback).toHaveBeenCalledOnce()
    expect(observer.connected).toBe(false)
  })

  it('calls back as soon as it looks when the reader is already further down', () => {
    const { callback, observer } = observed(2000)
    expect(callback).toHaveBeenCalledOnce()
    expect(observer.connected).toBe(false)
  })
})
