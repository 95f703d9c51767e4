// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scheduleUpdateChecks, UPDATE_CHECK_INTERVAL_MS } from './update-checks.ts'

function showPage(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state)
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('scheduleUpdateChecks', () => {
  let stop: AbortController
  const check = vi.fn()

  beforeEach(() => {
    vi.useFakeTimers()
    check.mockClear()
    stop = new AbortController()
    scheduleUpdateChecks(check, stop.signal)
  })
  afterEach(() => {
    stop.abort()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('checks every hour', () => {
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1)
    expect(check).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(check).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS)
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('checks when the page becomes visible, not when it is hidden', () => {
    showPage('hidden')
    expect(check).not.toHaveBeenCalled()
    showPage('visible')
    expect(check).toHaveBeenCalledOnce()
  })

  it('stops both once aborted', () => {
    stop.abort()
    showPage('visible')
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 2)
    expect(check).not.toHaveBeenCalled()
  })
})
