// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onPageLeave } from './on-page-leave.ts'

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

afterEach(() => setVisibility('visible'))

describe('onPageLeave', () => {
  it.each([
    { case: 'the page is hidden', leave: () => setVisibility('hidden'), calls: 1 },
    { case: 'the page unloads', leave: () => dispatchEvent(new Event('pagehide')), calls: 1 },
    { case: 'the page comes back into view', leave: () => setVisibility('visible'), calls: 0 },
  ])('calls back when $case: $calls', ({ leave, calls }) => {
    const callback = vi.fn()
    const stop = onPageLeave(callback)
    leave()
    stop()
    expect(callback).toHaveBeenCalledTimes(calls)
  })

  it('stops calling back once unsubscribed', () => {
    const callback = vi.fn()
    onPageLeave(callback)()
    setVisibility('hidden')
    dispatchEvent(new Event('pagehide'))
    expect(callback).not.toHaveBeenCalled()
  })
})
