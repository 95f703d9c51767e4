import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settled } from '#tests/support/settled.ts'
import { loadWhenOnline, retryWaits } from './load-when-online.ts'

let window: EventTarget
beforeEach(() => {
  window = new EventTarget()
  vi.stubGlobal('addEventListener', window.addEventListener.bind(window))
  vi.stubGlobal('removeEventListener', window.removeEventListener.bind(window))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A download that fails as often as told, then brings the module. */
function download(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw new TypeError('Failed to fetch dynamically imported module')
    return 'module'
  })
  return load
}

describe('loadWhenOnline', () => {
  it('brings the module at once when the download works', async () => {
    const load = download(0)
    const module = loadWhenOnline(load)
    expect(await settled(module)).toBe(true)
    expect(await module).toBe('module')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('waits after a failed download, tries again each time the browser is back online, then brings it', async () => {
    const load = download(2)
    const module = loadWhenOnline(load)
    expect(await settled(module)).toBe(false)
    expect(load).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event('online'))
    expect(await settled(module)).toBe(false)
    expect(load).toHaveBeenCalledTimes(2)
    window.dispatchEvent(new Event('online'))
    expect(await settled(module)).toBe(true)
    expect(await module).toBe('module')
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('tries again after a wait that grows with each failure, for a request dropped while the browser stays online', async () => {
    vi.useFakeTimers()
    const load = download(2)
    const module = loadWhenOnline(load)
    await vi.advanceTimersByTimeAsync(retryWaits[0] - 1)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(retryWaits[1] - 1)
    expect(load).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(await module).toBe('module')
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('back online before the wait ends, asks at once and drops the wait', async () => {
    vi.useFakeTimers()
    const load = download(1)
    const module = loadWhenOnline(load)
    await vi.advanceTimersByTimeAsync(0)
    expect(vi.getTimerCount()).toBe(1)
    window.dispatchEvent(new Event('online'))
    expect(await module).toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
    expect(vi.getTimerCount()).toBe(0)
  })
})
